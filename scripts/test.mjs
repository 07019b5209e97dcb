#!/usr/bin/env node
// `pnpm test`: every check the project has, in the order that fails fastest.
import { runSteps } from './run-steps.mjs'

runSteps([
  ['typecheck', ['-r', 'typecheck']],
  ['lint', ['lint']],
  ['unit tests', ['-r', 'test']],
  ['production build', ['build']],
  ['end-to-end tests (Chromium)', ['exec', 'playwright', 'test']],
])
