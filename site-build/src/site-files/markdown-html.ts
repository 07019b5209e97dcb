import { createContext, createElement as h, Fragment, useContext } from 'react'
import ReactMarkdown from 'react-markdown'
import rehypeSanitize from 'rehype-sanitize'
import {
  type ImageManifest,
  MARKDOWN_IMAGE_SIZES,
  markdownSections,
  markdownTooComplex,
  PlainText,
  resolveImage,
  safeImage,
  variantSrcSet,
} from '@osck/shared/build-kit'

/** The published image manifests, so a page's photos are offered as their variants. */
export const PageImages = createContext<ImageManifest>({})

/** Inline, not in every page's CSS: only a page with such an image pays for it. */
const ALT_FRAME_STYLE = {
  display: 'block',
  border: '2px dashed #a8a29e',
  padding: '1rem',
  textAlign: 'center' as const,
}

/**
 * A body image as the app shows it: a photo the build made variants of is a `<picture>` of them
 * (its `src` the smallest JPEG, for a browser without `srcset`), never its original; one the site
 * does not show (http:, data:…) is its alt text in a frame.
 */
function BodyImage({ src, alt }: { src?: unknown; alt?: string }) {
  const images = useContext(PageImages)
  const text = alt?.trim() ? alt : 'Content image'
  if (typeof src !== 'string' || !safeImage(src))
    return h(
      'span',
      { role: 'img', 'aria-label': text, className: 'osck-image-alt', style: ALT_FRAME_STYLE },
      text,
    )
  const url = resolveImage(src)
  const info = images[url]
  const img = { alt: text, loading: 'lazy' as const }
  if (!info) return h('img', { ...img, src: url })
  const sizes = MARKDOWN_IMAGE_SIZES
  return h(
    'picture',
    null,
    h('source', { type: 'image/avif', srcSet: variantSrcSet(info, 'avif'), sizes }),
    h('source', { type: 'image/webp', srcSet: variantSrcSet(info, 'webp'), sizes }),
    h('img', {
      ...img,
      src: `${info.base}-${Math.min(...info.widths)}.jpg`,
      srcSet: variantSrcSet(info, 'jpg'),
      sizes,
      width: info.width,
      height: info.height,
    }),
  )
}

const components = { img: BodyImage }

/**
 * A markdown body as the app shows it, for readers without JavaScript: the same parser and
 * the same sanitizer (no raw HTML, no script URLs), images resolved to the site's paths, and
 * the same parts (`markdownSections`): a part too complex to format (a hostile file, which
 * would hang or crash the build) is its text as written, as in the app.
 */
export function MarkdownBody({ source }: { source: string }) {
  return h(
    Fragment,
    null,
    markdownSections(source).map((part, index) =>
      markdownTooComplex(part)
        ? h(PlainText, { key: index, source: part })
        : h(ReactMarkdown, { key: index, rehypePlugins: [rehypeSanitize], components, children: part }),
    ),
  )
}
