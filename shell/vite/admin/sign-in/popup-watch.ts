/**
 * /admin/'s watch over Decap CMS's sign-in popup (admin/sign-in.js). Decap waits for the popup's
 * answer forever: a window closed before GitHub answered, or one the browser blocked, left the
 * organiser with no word. This says what happened, in a notice above the login button.
 */
export const SIGN_IN_NOTICES = {
  cancelled:
    'Sign-in was cancelled: the GitHub window closed before it finished. Choose "Login with GitHub" to try again.',
  blocked:
    'The browser blocked the GitHub sign-in window. Allow pop-ups for this site, then choose "Login with GitHub" again.',
}

/** The name Decap gives its sign-in popup (decap-cms-lib-auth's netlify-auth.js). */
const POPUP_NAME = 'Netlify Authorization'
const NOTICE_ID = 'osck-sign-in-notice'

export function showSignInNotice(doc: Document, text: string | undefined) {
  doc.getElementById(NOTICE_ID)?.remove()
  if (!text) return
  const notice = doc.createElement('p')
  notice.id = NOTICE_ID
  notice.className = 'osck-notice'
  notice.setAttribute('role', 'alert')
  notice.textContent = text
  doc.body.prepend(notice)
}

/** Wraps `win.open` so each sign-in popup is followed until it answers or closes. */
export function watchSignInPopups(win: Window = window, { every = 400 } = {}) {
  const open = win.open.bind(win)
  win.open = (...args: Parameters<Window['open']>) => {
    const popup = open(...args)
    if (args[1] !== POPUP_NAME) return popup
    if (!popup) showSignInNotice(win.document, SIGN_IN_NOTICES.blocked)
    else follow(popup)
    return popup
  }

  function follow(popup: Window) {
    showSignInNotice(win.document, undefined)
    let answered = false
    const onMessage = (event: MessageEvent) => {
      if (typeof event.data === 'string' && event.data.startsWith('authorization:github:')) answered = true
    }
    win.addEventListener('message', onMessage)
    const timer = win.setInterval(() => {
      if (!popup.closed) return
      win.clearInterval(timer)
      // The answer's message may still be queued behind the close: read it first.
      win.setTimeout(() => {
        win.removeEventListener('message', onMessage)
        if (!answered) showSignInNotice(win.document, SIGN_IN_NOTICES.cancelled)
      })
    }, every)
  }
}
