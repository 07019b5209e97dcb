/**
 * The popup page that hands the sign-in's result to the editor that opened it, in Decap CMS's
 * protocol: `authorizing:github` to the opener, and once an allowed origin echoes it, the result
 * to that origin alone (a token never reaches a page the maintainer did not list).
 */
/** Text as HTML: the page's message, the notice's link. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** JSON inside a <script>: nothing in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

export function callbackPage(
  allowedOrigins: string[],
  result: { token: string } | { error: string },
  status = 200,
): Response {
  const message =
    'token' in result
      ? `authorization:github:success:${JSON.stringify({ token: result.token, provider: 'github' })}`
      : `authorization:github:error:${JSON.stringify({ message: result.error })}`
  const text = 'token' in result ? 'Signed in. This window closes by itself.' : result.error
  const nonce = crypto.randomUUID()
  const script = `
const allowed = ${scriptJson(allowedOrigins)}, message = ${scriptJson(message)};
window.addEventListener('message', (event) => {
  if (event.data === 'authorizing:github' && allowed.includes(event.origin))
    window.opener.postMessage(message, event.origin);
});
if (window.opener) window.opener.postMessage('authorizing:github', '*');`
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign-in · content editor</title></head>
<body><main><p role="status">${escapeHtml(text)}</p></main>
<script nonce="${nonce}">${script}</script></body></html>`
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'none'`,
      'Referrer-Policy': 'no-referrer',
    },
  })
}
