/**
 * A failed image of the content itself (an upload, or an image on a host the content names) is a
 * content problem, reported apart from the site's own errors: an unreachable external photo must
 * neither fail a row for the wrong reason nor hide a real error among its messages.
 */
export function watchContentImages(page, base) {
  const origin = new URL(base).origin
  const contentImages = new Set()
  const failed = new Set()
  const isContentImage = (request) => {
    if (request.resourceType() !== 'image') return false
    const url = new URL(request.url())
    return url.origin !== origin || url.pathname.startsWith('/uploads/')
  }
  page.on('request', (request) => {
    if (isContentImage(request)) contentImages.add(request.url())
  })
  page.on('requestfailed', (request) => {
    if (isContentImage(request)) failed.add(request.url())
  })
  page.on('response', (response) => {
    if (response.status() >= 400 && isContentImage(response.request())) failed.add(response.url())
  })
  return {
    /** Whether a console error is the browser's own report of a content image that failed. */
    explains: (message) =>
      /^Failed to load resource/.test(message.text()) && contentImages.has(message.location().url),
    problems: () => [...failed].map((url) => `image did not load: ${url}`),
  }
}
