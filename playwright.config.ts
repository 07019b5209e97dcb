import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './e2e/support/chromium'

const PORT = Number(process.env.E2E_PORT ?? 4173)

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // Four origins behind nginx, and `pnpm dev`: their own configs (playwright.{deploy,dev}.config.ts).
  testIgnore: ['deploy/**', 'dev/**'],
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // The production build, served exactly as `pnpm start` serves it.
  webServer: {
    command: `node scripts/serve.mjs`,
    env: { PORT: String(PORT), HOST: '127.0.0.1' },
    url: `http://localhost:${PORT}/home`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
