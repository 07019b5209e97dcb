import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { STALE_QUERY, UPDATE_MESSAGE } from '../sw/messages'
import { resetUpdateForTests, usePendingUpdate } from './updateStore'
import { watchUpdates } from './watchUpdates'

const worker = vi.hoisted(() => ({
  staleForThisPage: [] as string[],
  asked: [] as unknown[],
  answers: [] as Promise<string[]>[],
}))
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener() {}
    register = () => Promise.resolve()
  },
  messageSW: (_sw: unknown, data: unknown) => {
    worker.asked.push(data)
    const answer = Promise.resolve([...worker.staleForThisPage])
    worker.answers.push(answer)
    return answer
  },
}))

const ENTRY = 'https://blog.osck.example/remoteEntry.js'
const container = Object.assign(new EventTarget(), { controller: {} })

beforeEach(() => {
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true })
  worker.staleForThisPage = []
  worker.asked = []
  worker.answers = []
})
afterEach(() => {
  resetUpdateForTests()
  vi.restoreAllMocks()
})

const loaded = (...urls: string[]) =>
  vi
    .spyOn(performance, 'getEntriesByName')
    .mockImplementation((name) => (urls.includes(name) ? [{ name } as PerformanceEntry] : []))

describe('watchUpdates', () => {
  it('a page that starts listening after its stale copy was replaced asks, and is told', async () => {
    worker.staleForThisPage = [ENTRY]
    const { result } = renderHook(() => usePendingUpdate())
    watchUpdates()
    expect(worker.asked).toEqual([{ type: STALE_QUERY }])
    await waitFor(() => expect(result.current).toBeDefined())
  })

  it('stays quiet when the worker served this page nothing stale', async () => {
    const { result } = renderHook(() => usePendingUpdate())
    watchUpdates()
    expect(worker.asked).toEqual([{ type: STALE_QUERY }])
    // The page's own handler was attached first, so it has run once this await resumes.
    await act(async () => {
      await worker.answers[0]
    })
    expect(result.current).toBeUndefined()
  })

  it('a live notice counts only for a page that loaded that URL', async () => {
    loaded(ENTRY)
    const { result } = renderHook(() => usePendingUpdate())
    watchUpdates()
    const notice = (url: string) =>
      container.dispatchEvent(new MessageEvent('message', { data: { type: UPDATE_MESSAGE, url } }))
    act(() => notice('https://events.osck.example/remoteEntry.js'))
    expect(result.current).toBeUndefined()
    notice(ENTRY)
    await waitFor(() => expect(result.current).toBeDefined())
  })
})
