/**
 * What a host that sends no headers (GitHub Pages) still gets: the shell's Content-Security-Policy
 * as a `<meta http-equiv>` in every page, and SVG uploads without active content (an SVG opened on
 * its own would otherwise run its scripts on the site's origin; nginx, `pnpm start` and `_headers`
 * send UPLOADS_CSP for that, a files-only host cannot). The policies: deploy/header-rules.mjs.
 */
import DOMPurify from 'dompurify'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { ADMIN_CSP, metaPolicy, shellCsp } from '../../deploy/header-rules.mjs'

/**
 * The shell's policy on one origin, as a meta policy can carry it. OSCK_EXTRA_IMG_SRC adds image
 * hosts; `formOrigins`, where the page's settings send its forms (deploy/form-origins.mjs).
 */
export const metaCsp = (extraImgSrc = process.env.OSCK_EXTRA_IMG_SRC ?? '', formOrigins = '') =>
  metaPolicy(shellCsp({ extraImgSrc: extraImgSrc.split(/\s+/).filter(Boolean).join(' '), formOrigins }))

/** The editor's own policy (/admin/ alone), as a meta policy can carry it. */
export const adminMetaCsp = () => metaPolicy(ADMIN_CSP)

/**
 * The policy as the first thing of the head, before any script or style it governs; a page that
 * has one (a page made from a published app page) gets this one instead: the settings may have changed.
 */
export function withMetaCsp(html, policy = metaCsp()) {
  const existing = /(<meta http-equiv="Content-Security-Policy" content=")[^"]*(" \/>)/
  if (existing.test(html)) return html.replace(existing, (_, start, end) => start + policy + end)
  return html.replace(
    /<head>/i,
    (head) => `${head}\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
  )
}

const window = new JSDOM('').window
const purify = DOMPurify(window)

/** An SVG without scripts, event handlers, foreign HTML or javascript: links (DOMPurify's SVG profile). */
export function sanitizeSvg(text) {
  const clean = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // <use> of a shape defined in the same drawing is common in hand-made SVGs; its href is still checked.
    ADD_TAGS: ['use'],
    ADD_ATTR: ['role', 'aria-label', 'aria-labelledby', 'aria-hidden'],
  })
  // Parsing as HTML wraps the drawing in <body>, which DOMPurify reports as removed: not content.
  const removed = purify.removed.filter((item) => !/^(html|head|body)$/i.test(item.element?.nodeName ?? ''))
  return { clean, hadActiveContent: removed.length > 0 }
}

/** Every SVG under `dir` (recursively), as absolute paths. */
function svgFiles(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.toLowerCase().endsWith('.svg'))
    .map((entry) => join(entry.parentPath, entry.name))
}

/** The SVG uploads under `dir` that carry active content (named by `pnpm content:check`). */
export function activeSvgUploads(dir) {
  return svgFiles(dir).filter((file) => sanitizeSvg(readFileSync(file, 'utf8')).hadActiveContent)
}

/** Sanitizes every SVG under `dir` in place; returns the files that had active content. */
export function sanitizeSvgUploads(dir) {
  const changed = activeSvgUploads(dir)
  for (const file of changed) writeFileSync(file, `${sanitizeSvg(readFileSync(file, 'utf8')).clean}\n`)
  return changed
}
