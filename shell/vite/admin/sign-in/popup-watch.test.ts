import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SIGN_IN_NOTICES, watchSignInPopups } from './popup-watch'

/** A popup the test closes, or null for one the browser blocked. */
function fakeOpen(popup: { closed: boolean } | null) {
  window.open = vi.fn(() => popup as Window | null)
  watchSignInPopups(window, { every: 5 })
}
const notice = () => document.querySelector('[role="alert"]')?.textContent ?? null

beforeEach(() => {
  document.body.innerHTML = '<div id="nc-root"></div>'
})

describe("the sign-in popup's watch", () => {
  it('says the sign-in was cancelled when the popup closes before GitHub answered', async () => {
    const popup = { closed: false }
    fakeOpen(popup)
    window.open('https://auth.example/auth?provider=github', 'Netlify Authorization')
    popup.closed = true
    await expect.poll(notice).toBe(SIGN_IN_NOTICES.cancelled)
  })

  it('stays quiet when the popup answered, and clears an old notice on the next try', async () => {
    const popup = { closed: false }
    fakeOpen(popup)
    window.open('https://auth.example/auth', 'Netlify Authorization')
    popup.closed = true
    await expect.poll(notice).toBe(SIGN_IN_NOTICES.cancelled)

    const second = { closed: false }
    vi.useFakeTimers()
    try {
      window.open = vi.fn(() => second as unknown as Window)
      watchSignInPopups(window, { every: 5 })
      window.open('https://auth.example/auth', 'Netlify Authorization')
      expect(notice()).toBeNull()
      // Decap's answer from the popup (here GitHub's refusal, which Decap shows itself).
      window.dispatchEvent(
        new MessageEvent('message', { data: 'authorization:github:error:{"message":"x"}' }),
      )
      second.closed = true
      vi.runAllTimers()
      expect(notice()).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it('says so when the browser blocks the popup, and leaves other windows alone', () => {
    fakeOpen(null)
    window.open('https://example.org/', 'other')
    expect(notice()).toBeNull()
    window.open('https://auth.example/auth', 'Netlify Authorization')
    expect(notice()).toBe(SIGN_IN_NOTICES.blocked)
  })
})
