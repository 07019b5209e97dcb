import { defineConfig } from 'vitest/config'

// Node code: pages and cards render with react-dom/server, never in a DOM.
export default defineConfig({
  test: { environment: 'node', testTimeout: 20_000, include: ['src/**/*.test.{ts,tsx}'] },
})
