/**
 * The one protocol allow-list for URLs that come from content (docs/product.md, When something is
 * missing or fails). Markdown bodies are filtered by react-markdown's `defaultUrlTransform`, which
 * enforces exactly this list; safe-url.test.ts proves the two agree. The gateway keeps this copy
 * because importing react-markdown here would move the whole markdown stack into every page's
 * first load.
 */
export const SAFE_PROTOCOLS = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const

/**
 * Protocols an image from content may use besides a site-relative path: https alone. The policy's
 * img-src allows any https host (deploy/header-rules.mjs); an http: image would be mixed content
 * on the https site, blocked or rewritten by the browser, so the site never requests it.
 */
const IMAGE_PROTOCOLS: readonly string[] = ['https']

/**
 * The URL's protocol as written (lower case), or undefined when it has none (a relative path,
 * an anchor). As in react-markdown: a ':' after the first '/', '?' or '#' is not a protocol, and
 * anything before the first ':' counts, however it is disguised (spaces, control characters).
 */
export function urlProtocol(url: string): string | undefined {
  const colon = url.indexOf(':')
  if (colon === -1) return undefined
  const before = (char: string) => {
    const index = url.indexOf(char)
    return index !== -1 && index < colon
  }
  if (before('/') || before('?') || before('#')) return undefined
  return url.slice(0, colon).toLowerCase()
}

const isSafeProtocol = (protocol: string | undefined) =>
  protocol !== undefined && (SAFE_PROTOCOLS as readonly string[]).includes(protocol)

/** react-markdown's rule for markdown links: relative URLs and the allowed protocols, else ''. */
export function safeUrl(url: string): string {
  const protocol = urlProtocol(url)
  return protocol === undefined || isSafeProtocol(protocol) ? url : ''
}

/** A front-matter `link`: kept only with an allowed protocol (no relative links, no script). */
export function safeLink(url: string | undefined): string | undefined {
  const value = url?.trim()
  return value && isSafeProtocol(urlProtocol(value)) ? value : undefined
}

/** Protocols a front-matter web address (`registration`, `online`) may use. */
const WEB_PROTOCOLS: readonly string[] = ['http', 'https']

/** A front-matter web address (`registration`, `online`): http or https only, anything else dropped. */
export function safeWebLink(url: string | undefined): string | undefined {
  const value = url?.trim()
  return value && WEB_PROTOCOLS.includes(urlProtocol(value) ?? '') ? value : undefined
}

/** A front-matter or body `image`: a site-relative path or an https URL; anything else is dropped. */
export function safeImage(url: string | undefined): string | undefined {
  const value = url?.trim()
  if (!value) return undefined
  const protocol = urlProtocol(value)
  return protocol === undefined || IMAGE_PROTOCOLS.includes(protocol) ? value : undefined
}
