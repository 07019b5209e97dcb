import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './e2e/support/chromium'

process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS ??= '1'
const PORT = Number(process.env.PAGES_BASE_PORT ?? 4301)

/**
 * The static-host e2e: `pnpm build:pages`'s tree (from the existing `pnpm build`) served by real
 * nginx with GitHub Pages' rules (scripts/pages-host.mjs), at a host's root and under /osck-site/.
 */
export default defineConfig({
  testDir: './e2e/static-host',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/static-host' }]]
    : 'list',
  outputDir: 'test-results/static-host',
  use: { trace: 'on-first-retry', launchOptions: chromiumLaunchOptions, serviceWorkers: 'block' },
  projects: [
    {
      name: 'pages-root',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${PORT}/` },
    },
    {
      name: 'pages-base-path',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://127.0.0.1:${PORT + 1}/osck-site/`,
      },
    },
  ],
  webServer: {
    command: 'node scripts/pages-host.mjs',
    env: { PAGES_BASE_PORT: String(PORT) },
    url: `http://127.0.0.1:${PORT + 1}/osck-site/home`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
})
