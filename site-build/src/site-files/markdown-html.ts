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
  variantSrcSet,
} from '@osck/shared/build-kit'

/** The published image manifests, so a page's photos are offered as their variants. */
export const PageImages = createContext<ImageManifest>({})

/**
 * A body image as the app shows it: a photo the build made variants of is a `<picture>` of them
 * (its `src` the smallest JPEG, for a browser without `srcset`), never its original.
 */
function BodyImage({ src, alt }: { src?: unknown; alt?: string }) {
  const url = typeof src === 'string' && src ? resolveImage(src) : undefined
  const info = useContext(PageImages)[url ?? '']
  const img = { alt: alt?.trim() ? alt : 'Content image', loading: 'lazy' as const }
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
