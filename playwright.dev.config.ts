import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './e2e/support/chromium'

/**
 * `pnpm dev` smoke test: the spec starts the development servers itself (shell 5100, remotes
 * 5101-5103) and stops them. Slow (three remote builds), so it has a config of its own.
 */
export default defineConfig({
  testDir: './e2e/dev',
  testMatch: '**/*.spec.ts',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 600_000,
  expect: { timeout: 30_000 },
  reporter: 'list',
  outputDir: 'test-results/dev',
  use: { trace: 'retain-on-failure', launchOptions: chromiumLaunchOptions },
  projects: [{ name: 'dev-chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
})
