import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './e2e/support/chromium'

const PORT = Number(process.env.E2E_PORT ?? 4173)
// The service worker's own fetches follow context.setOffline() and context.route() (Chromium).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS ??= '1'

export default defineConfig({
  // The site's journeys (e2e/) and each section's own (<section>-app/e2e/).
  testDir: '.',
  testMatch: ['e2e/**/*.spec.ts', '{blog,events,projects}-app/e2e/**/*.spec.ts'],
  // Four origins behind nginx, the static host, and `pnpm dev` / `pnpm editor`: their own configs
  // (playwright.{deploy,pages,dev}.config.ts).
  testIgnore: [
    'e2e/deploy/**',
    'e2e/dev/**',
    'e2e/static-host/**',
    'e2e/editor/local.spec.ts',
    'e2e/.tmp/**',
    '**/node_modules/**',
  ],
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
