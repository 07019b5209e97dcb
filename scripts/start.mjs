#!/usr/bin/env node
// `pnpm start`: build the shell and the three remotes, then serve the composed site.
import { runSteps } from './run-steps.mjs'

runSteps([['production build', ['build']]])
await import('./serve.mjs')
