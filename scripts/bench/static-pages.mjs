/**
 * The generated pages (docs/pages-and-feeds.md), per route: the HTML's gzip size against its
 * budget, and mobile Lighthouse LCP + SEO with JavaScript and without it (what a crawler or a
 * link-preview bot gets).
 */
import { gzipSync } from 'node:zlib'
import { measureLighthouse } from './lighthouse.mjs'
import { startNoJsView } from './no-js-view.mjs'

/**
 * The app page before routes had their own HTML: shell/dist/index.html, 8020 bytes gzipped
 * (level 6) when measured. A route's page may add the route's head and text: 15 KB at most.
 */
export const BASELINE_HTML_GZIP_BYTES = 8020
export const HTML_BUDGET_BYTES = BASELINE_HTML_GZIP_BYTES + 15 * 1024

export async function measureHtmlSizes(base, routes) {
  const rows = []
  for (const route of routes) {
    const response = await fetch(`${base}${route.path}`)
    const html = Buffer.from(await response.arrayBuffer())
    rows.push({ route: route.path, status: response.status, gzipBytes: gzipSync(html, { level: 6 }).length })
  }
  return rows
}

/** Mobile Lighthouse of every route, once as visitors get it and once with JavaScript off. */
export async function measureWithoutJs(base, routes, { runs }) {
  const withJs = await measureLighthouse(base, routes, { runs, presets: ['mobile'] })
  const noJs = await startNoJsView(base, Number(new URL(base).port) + 2)
  const withoutJs = await measureLighthouse(noJs.base, routes, { runs, presets: ['mobile'] }).finally(() =>
    noJs.stop(),
  )
  return routes.map((route) => {
    const on = withJs.find((r) => r.route === route.path)
    const off = withoutJs.find((r) => r.route === route.path)
    return { route: route.path, lcpMs: on?.lcpMs, seo: on?.seo, noJsLcpMs: off?.lcpMs, noJsSeo: off?.seo }
  })
}

const pad = (value, width) => (width < 0 ? String(value).padEnd(-width) : String(value).padStart(width))

/** Prints the table; returns true when a page is over its budget or does not answer 200. */
export function printStaticPages(sizes, lighthouse = []) {
  console.log(`\nGenerated pages (HTML gzip budget ${(HTML_BUDGET_BYTES / 1024).toFixed(1)} KB)`)
  const head = [
    ['route', -44],
    ['status', 7],
    ['HTML KB gz', 11],
    ['LCP ms', 8],
    ['SEO', 4],
    ['LCP no-JS', 10],
    ['SEO no-JS', 10],
    ['result', 7],
  ]
  console.log(head.map(([v, w]) => pad(v, w)).join(' '))
  let failed = false
  for (const size of sizes) {
    const lh = lighthouse.find((r) => r.route === size.route) ?? {}
    const pass = size.status === 200 && size.gzipBytes <= HTML_BUDGET_BYTES
    failed ||= !pass
    const cells = [
      [size.route, -44],
      [size.status, 7],
      [(size.gzipBytes / 1024).toFixed(1), 11],
      [Number.isFinite(lh.lcpMs) ? Math.round(lh.lcpMs) : '-', 8],
      [lh.seo ?? '-', 4],
      [Number.isFinite(lh.noJsLcpMs) ? Math.round(lh.noJsLcpMs) : '-', 10],
      [lh.noJsSeo ?? '-', 10],
      [pass ? 'PASS' : 'FAIL', 7],
    ]
    console.log(cells.map(([v, w]) => pad(v, w)).join(' '))
  }
  return failed
}
