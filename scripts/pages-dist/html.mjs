/**
 * The published HTML under a base path: every root-relative URL (`/assets/…`, `/content/…`,
 * `/blog/…`) moved under it, and `<meta name="osck-base">`, from which the app reads the base
 * (shared/src/site-base.ts). The bundles stay the same for every base.
 */
// Attribute names are case-insensitive: React writes a preload's `imageSrcSet`.
const URL_ATTRIBUTES = /\b(href|src|action|poster)="(\/[^"]*)"/gi
const URL_LISTS = /\b(srcset|imagesrcset)="([^"]*)"/gi

export function rebaseHtml(html, base) {
  const meta = `<meta name="osck-base" content="${base}" />`
  const withMeta = html.includes('name="osck-base"')
    ? html
    : html.replace(/<head>/i, (head) => `${head}\n    ${meta}`)
  if (base === '/') return withMeta
  // A page generated from an already published template holds both kinds: each URL moves once.
  const rebase = (url) => (url.startsWith(base) || url.startsWith('//') ? url : base + url.slice(1))
  return withMeta
    .replace(URL_ATTRIBUTES, (_, name, url) => `${name}="${rebase(url)}"`)
    .replace(URL_LISTS, (_, name, list) => {
      const items = list.split(',').map((item) => item.trim().replace(/^\/\S*/, (url) => rebase(url)))
      return `${name}="${items.join(', ')}"`
    })
}
