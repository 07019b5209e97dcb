import { defineConfig } from 'vitest/config'
import { fileURLToPath } from 'node:url'

export default defineConfig({
  test: {
    environment: 'jsdom',
    testTimeout: 20_000,
    setupFiles: [fileURLToPath(new URL('./src/testing/setup.ts', import.meta.url))],
    include: ['src/**/*.test.{ts,tsx}'],
  },
})
