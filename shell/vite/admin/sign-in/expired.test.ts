import { beforeEach, describe, expect, it } from 'vitest'
import { noticeExpiredSignIn, SIGN_IN_EXPIRED } from './expired'

const notice = () => document.querySelector('[role="alert"]')?.textContent ?? null
/** Decap's login page, as it renders once it has dropped or found no sign-in. */
const showLogin = () =>
  document
    .getElementById('nc-root')!
    .append(Object.assign(document.createElement('button'), { textContent: 'Login with GitHub' }))

beforeEach(() => {
  document.body.innerHTML = '<div id="nc-root"></div>'
  localStorage.clear()
})

describe('the expired sign-in notice', () => {
  it('says the sign-in expired when Decap drops the stored one and shows its login button', async () => {
    localStorage.setItem('decap-cms-user', '{"backendName":"github","token":"old"}')
    noticeExpiredSignIn()
    localStorage.removeItem('decap-cms-user')
    showLogin()
    await expect.poll(notice).toBe(SIGN_IN_EXPIRED)
  })

  it('stays quiet on a first visit, with nothing stored', async () => {
    noticeExpiredSignIn()
    showLogin()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(notice()).toBeNull()
  })
})
