import { createElement as h, Fragment, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { canonicalUrl, jsonLdText, metaTags, type PageMeta, structuredData } from '@osck/shared/build-kit'

/** The route's own head: React escapes every attribute and text, JSON-LD is escaped for <script>. */
export function headMarkup(meta: PageMeta, origin: string): string {
  const data = structuredData(meta, origin)
  const canonical = canonicalUrl(meta, origin)
  return renderToStaticMarkup(
    h(
      Fragment,
      null,
      h('title', null, meta.title),
      ...metaTags(meta, origin).map((tag) =>
        h('meta', { key: `${tag.attribute}:${tag.key}`, [tag.attribute]: tag.key, content: tag.content }),
      ),
      canonical ? h('link', { rel: 'canonical', href: canonical }) : null,
      data
        ? h('script', {
            id: 'osck-json-ld',
            type: 'application/ld+json',
            dangerouslySetInnerHTML: { __html: jsonLdText(data) },
          })
        : null,
    ),
  )
}

/** What the page shows first, for the app's start-up to fetch beside its code: a section's list or one item. */
export interface StartHint {
  section: string
  slug?: string
}

/** The hint as attributes of the root element (React escapes them): `data-start-section`, `data-start-slug`. */
const hintAttributes = (hint: StartHint | undefined): string =>
  hint
    ? renderToStaticMarkup(
        h('i', { 'data-start-section': hint.section, 'data-start-slug': hint.slug }),
      ).slice(2, -5)
    : ''

const TITLE = /<title>[\s\S]*?<\/title>/
const DESCRIPTION = /\s*<meta\s+name="description"[\s\S]*?>/
const ROOT = '<div id="root"></div>'

/**
 * The shell's built index.html with a route's head (plus `extraHead`, e.g. its LCP image's
 * preload), main text and start-up hint: same scripts, styles and loader, so the app starts exactly as from
 * index.html and replaces the text.
 */
export function pageHtml(
  template: string,
  meta: PageMeta,
  origin: string,
  body: ReactElement,
  extraHead = '',
  start?: StartHint,
): string {
  if (!TITLE.test(template) || !template.includes(ROOT)) {
    throw new Error('the shell index.html has no <title> or no empty <div id="root"></div>')
  }
  return template
    .replace(DESCRIPTION, '')
    .replace(TITLE, () => headMarkup(meta, origin) + extraHead)
    .replace(ROOT, () => `<div id="root"${hintAttributes(start)}>${renderToStaticMarkup(body)}</div>`)
}
