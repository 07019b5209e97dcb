import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './e2e/support/chromium'

/**
 * `pnpm dev` smoke test and `pnpm editor`'s local editing: the specs start the development servers
 * themselves (shell 5100, remotes 5101-5103, decap-server 4301; OSCK_DEV_PORT and OSCK_EDITOR_PORT
 * move them for the editor spec) and stop them. Slow (three remote
 * builds), so they have a config of their own.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: ['dev/**/*.spec.ts', 'editor/local.spec.ts'],
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 600_000,
  expect: { timeout: 30_000 },
  reporter: 'list',
  outputDir: 'test-results/dev',
  use: { trace: 'on-first-retry', launchOptions: chromiumLaunchOptions },
  projects: [{ name: 'dev-chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
})
