/**
 * The editor's preview pane (Decap CMS preview templates): each entry laid out as its page lays it
 * out, with the site's own date format, defaults, image paths and status colours (shared/src/content),
 * so what an organiser sees before saving reads like the page. Built by plugin.ts into
 * /admin/preview.js; React is Decap's own (window.h), never the site's.
 */
import {
  formatDate,
  statusColor,
  resolveImage,
  safeImage,
  fieldDefault,
  type ContentSection,
} from '@osck/shared/build-kit'
import { sitePath } from '@osck/shared/site-base'
import { guardUploads } from './upload-guard'
import { besidePage } from './beside-page'
import { shownUrl, unshownImages } from './unshown-images'
import { registerSaving } from '../save/register'
import { unsavedUpload } from './unsaved-upload'
import { registerPhotoThumbnail } from '../form/photo-thumbnail'
import { registerBodyPhotos } from './body-photos'
import { registerPhotoCleanup } from '../delete/register'
import { fallbackFileName, fallbackNotice } from '../save/fallback-name'

type Element = unknown
interface Entry {
  getIn(path: string[]): unknown
}
interface PreviewProps {
  entry: Entry
  widgetFor(name: string): Element
  getAsset(path: string): { toString(): string } | undefined
}
declare global {
  interface Window {
    CMS: {
      registerPreviewTemplate(name: string, component: (props: PreviewProps) => Element): void
      registerPreviewStyle(url: string): void
    }
    h: (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => Element
  }
}

const h = (...args: Parameters<Window['h']>) => window.h(...args)
const text = (entry: Entry, name: string) => {
  const value = entry.getIn(['data', name])
  return typeof value === 'string' && value.trim() ? value.trim() : undefined
}

/**
 * The entry's photo as the page would show it: the upload (not yet saved included), else the logo;
 * a site path under the base the site is published at (preview/shown-asset.ts).
 */
function photo({ entry, getAsset }: PreviewProps, title: string) {
  const path = text(entry, 'image')
  // A photo the site will not show (http:…) is previewed as the site shows it: the default image.
  const src =
    path && safeImage(path)
      ? (unsavedUpload(entry, path) ?? getAsset(path)?.toString() ?? resolveImage(path))
      : resolveImage(undefined)
  return h('img', { className: 'photo', src: sitePath(src), alt: title })
}

/** The images the site will not show, named before publishing (as `pnpm content:check` does). */
function unshownNotice(entry: Entry) {
  const body = entry.getIn(['data', 'body'])
  const urls = unshownImages(text(entry, 'image'), typeof body === 'string' ? body : '')
  if (!urls.length) return null
  return h(
    'div',
    { className: 'unshown', role: 'status' },
    h('p', null, 'Not shown on the site (use an https:// address or upload the image):'),
    h('ul', null, ...urls.map((url) => h('li', null, h('code', null, shownUrl(url))))),
  )
}

/** A new entry whose title cannot name its file: the address it gets from the date instead. */
function nameNotice(section: ContentSection, entry: Entry) {
  if (!entry.getIn(['newRecord'])) return null
  const name = fallbackFileName(section, entry.getIn(['data', 'title']), entry.getIn(['data', 'date']))
  return name ? h('p', { className: 'unshown', role: 'status' }, fallbackNotice(section, name)) : null
}

function page(section: ContentSection, props: PreviewProps) {
  const { entry, widgetFor } = props
  const title = text(entry, 'title') ?? 'Untitled'
  const date = text(entry, 'date')
  const facts: Element[] = []
  if (section === 'blog') {
    facts.push(h('span', { className: 'badge' }, text(entry, 'category') ?? fieldDefault('blog', 'category')))
    facts.push(h('span', null, `By ${text(entry, 'author') ?? fieldDefault('blog', 'author')}`))
  }
  if (section === 'events') {
    const category = text(entry, 'category')
    if (category) facts.push(h('span', { className: 'badge' }, category))
    const location = text(entry, 'location')
    if (location) facts.push(h('span', null, location))
  }
  if (section === 'projects') {
    const status = text(entry, 'status') ?? fieldDefault('projects', 'status')
    facts.push(h('span', { className: 'badge status', 'data-status-color': statusColor(status) }, status))
    facts.push(h('span', null, text(entry, 'category') ?? fieldDefault('projects', 'category')))
  }
  const start = section === 'projects' ? (text(entry, 'startDate') ?? date) : date
  return h(
    'article',
    { className: `osck-preview ${section}` },
    nameNotice(section, entry),
    unshownNotice(entry),
    photo(props, title),
    h('p', { className: 'facts' }, ...facts),
    h('h1', null, title),
    start
      ? h(
          'p',
          { className: 'date' },
          section === 'projects' ? `Started: ${formatDate(start)}` : formatDate(start),
        )
      : null,
    h('div', { className: 'body' }, widgetFor('body')),
  )
}

for (const section of ['blog', 'events', 'projects'] as const) {
  window.CMS.registerPreviewTemplate(section, (props) => page(section, props))
}
window.CMS.registerPreviewStyle(besidePage('preview.css'))
// In the same /admin/preview.js: the one script of ours the admin page loads.
guardUploads()
registerSaving()
registerPhotoThumbnail()
registerBodyPhotos()
registerPhotoCleanup(window.CMS as unknown as Parameters<typeof registerPhotoCleanup>[0])
// Decap waits for this (page/manual-init.js): config.yml names the format and widgets registered above.
;(window as unknown as { initCMS(): void }).initCMS()
