import { SAFE_PROTOCOLS, urlProtocol } from '../content/safe-url'

/**
 * Every `href` and `src` in `container` whose protocol is not on the allow-list (a
 * `javascript:`, `data:`… URL a click or a load would run). Empty when the DOM is safe.
 */
export function unsafeUrlsIn(container: Element): string[] {
  const urls = [...container.querySelectorAll('[href], [src]')].flatMap((element) =>
    ['href', 'src'].map((name) => element.getAttribute(name)).filter((url) => url !== null),
  )
  return urls.filter((url) => {
    const protocol = urlProtocol(url.trim())
    return protocol !== undefined && !(SAFE_PROTOCOLS as readonly string[]).includes(protocol)
  })
}
