import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './e2e/support/chromium'

const PORT = Number(process.env.DEPLOY_BASE_PORT ?? 4281)
// The service worker's own fetches follow context.setOffline() and context.route() (Chromium).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS ??= '1'

/**
 * Deployment e2e: the production builds on FOUR origins behind real nginx running
 * deploy/nginx.conf (scripts/deploy-local.mjs: shell 4281, blog 4282, events 4283, projects 4284;
 * DEPLOY_BASE_PORT moves them).
 * Tests that change the topology (redeploy, outage, slow remote) start their own private stack
 * on their own ports (e2e/deploy/support/stack.ts). Needs `pnpm build` and nginx.
 */
export default defineConfig({
  testDir: './e2e/deploy',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/deploy' }]]
    : 'list',
  outputDir: 'test-results/deploy',
  use: {
    trace: 'on-first-retry',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'deploy-chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/deploy-local.mjs',
    env: { DEPLOY_BASE_PORT: String(PORT) },
    url: `http://127.0.0.1:${PORT}/home`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
})
