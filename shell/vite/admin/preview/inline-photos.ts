/**
 * A photo written inside a sentence (`See ![x](/uploads/a.jpg) here.`) is no image component:
 * Decap's markdown preview writes it as HTML and its rich-text editor as an `<img>`, both with the
 * path as written, which on a project site (`/osck-site/`) loads from the host's root. The preview's
 * HTML gets its photos' shown addresses (shown-asset.ts's shownUpload) before React writes it; the
 * editor's images are moved under the base as they appear.
 */
import { siteBase } from '@osck/shared/site-base'
import { shownUpload } from './shown-asset'
import type { EntryLike } from './unsaved-upload'

type H = (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => unknown
interface Drawn {
  type: unknown
  props: { dangerouslySetInnerHTML?: { __html?: unknown } }
}
type PreviewClass = new (props: never) => { props: { entry?: EntryLike }; render(): unknown }

/** HTML with each `<img>` whose address `shown` maps given that address instead. */
export function shownHtml(html: string, shown: (src: string) => string | undefined): string {
  const template = document.createElement('template')
  template.innerHTML = html
  let changed = false
  for (const img of template.content.querySelectorAll('img[src]')) {
    const src = img.getAttribute('src') ?? ''
    const to = shown(src)
    if (to === undefined || to === src) continue
    img.setAttribute('src', to)
    changed = true
  }
  return changed ? template.innerHTML : html
}

/**
 * Decap's markdown preview (a class) drawing the HTML it renders with the entry's photos shown;
 * anything else as it is.
 */
export function withInlinePhotos(preview: unknown, h: H): unknown {
  if (typeof preview !== 'function' || typeof preview.prototype?.render !== 'function') return preview
  return class extends (preview as PreviewClass) {
    override render() {
      const drawn = super.render() as Drawn | null
      const html = drawn?.props?.dangerouslySetInnerHTML?.__html
      if (!drawn || typeof html !== 'string') return drawn
      const shown = shownHtml(html, (src) => shownUpload(src, this.props.entry))
      return shown === html
        ? drawn
        : h(drawn.type, { ...drawn.props, dangerouslySetInnerHTML: { __html: shown } })
    }
  }
}

/** `node`, if an image, and the images in it: an upload's site path moved under the base. */
function showUnderBase(node: Node) {
  const images = node instanceof Element ? [node, ...node.querySelectorAll('img')] : []
  for (const img of images) {
    const src = img instanceof HTMLImageElement ? img.getAttribute('src') : null
    const shown = src ? shownUpload(src, undefined) : undefined
    if (shown && shown !== src) img.setAttribute('src', shown)
  }
}

/**
 * The rich-text editor's images (and any other of the admin page's) under the base, as they appear
 * or change. At the host's root there is nothing to move.
 */
export function watchInlinePhotos(root: Element = document.body): MutationObserver | undefined {
  if (siteBase() === '/') return undefined
  const observer = new MutationObserver((records) => {
    for (const record of records)
      if (record.type === 'attributes') showUnderBase(record.target)
      else record.addedNodes.forEach(showUnderBase)
  })
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] })
  showUnderBase(root)
  return observer
}
