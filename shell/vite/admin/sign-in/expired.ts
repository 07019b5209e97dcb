/**
 * An organiser comes back to /admin/ with a token GitHub no longer accepts (expired, or withdrawn
 * in GitHub's settings): Decap CMS drops the stored sign-in and shows its login page with no word
 * why. This says what happened, and that the unsaved entry waits on this device.
 */
import { showSignInNotice } from './popup-watch'

export const SIGN_IN_EXPIRED =
  'Your GitHub sign-in has expired or was withdrawn. Choose "Login with GitHub" again: an entry you had not saved is kept on this device, and the editor offers it back when you open it.'

/** Decap's key for the signed-in user in localStorage (decap-cms-core's lib/auth). */
const USER_KEY = 'decap-cms-user'

/** Watches the page load: a stored sign-in that Decap drops before showing its login button. */
export function noticeExpiredSignIn(win: Window = window) {
  if (!win.localStorage.getItem(USER_KEY)) return
  const observer = new MutationObserver(() => {
    const login = [...win.document.querySelectorAll('button')].some(
      (button) => button.textContent?.trim() === 'Login with GitHub',
    )
    if (!login) return
    observer.disconnect()
    if (!win.localStorage.getItem(USER_KEY)) showSignInNotice(win.document, SIGN_IN_EXPIRED)
  })
  observer.observe(win.document.body, { childList: true, subtree: true })
}
