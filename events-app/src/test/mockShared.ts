import { vi } from 'vitest'

/**
 * `loadEvents` of the gateway, replaced per test file with
 *   vi.mock('@osck/shared', mockSharedWithLoadEvents)
 * so that a test can make the loader resolve, hang or reject.
 */
export const loadEventsMock = vi.fn()

export async function mockSharedWithLoadEvents(importOriginal: () => Promise<unknown>) {
  const actual = (await importOriginal()) as Record<string, unknown>
  return { ...actual, loadEvents: loadEventsMock }
}
