import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './e2e/support/chromium'

const PORT = Number(process.env.E2E_PORT ?? 4173)
// The service worker's own fetches follow context.setOffline() and context.route() (Chromium).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS ??= '1'

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // Four origins behind nginx, the static host, and `pnpm dev` / `pnpm editor`: their own configs
  // (playwright.{deploy,pages,dev}.config.ts).
  testIgnore: ['deploy/**', 'dev/**', 'static-host/**', 'editor/local.spec.ts'],
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'on-first-retry',
    launchOptions: chromiumLaunchOptions,
    // Journeys mock content per page with page.route(), which a controlling service worker would
    // bypass on later page loads; the offline specs (e2e/offline/) allow the worker.
    serviceWorkers: 'block',
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
