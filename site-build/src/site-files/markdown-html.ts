import { createContext, createElement as h, Fragment, useContext } from 'react'
import ReactMarkdown from 'react-markdown'
import rehypeSanitize from 'rehype-sanitize'
import {
  bodyHash,
  IMAGE_MARKER,
  MARKDOWN_IMAGE_SIZES,
  markdownSections,
  markdownTooComplex,
  PageImages,
  PlainText,
  resolveImage,
  safeImage,
  STATIC_BODY_ATTRIBUTE,
  StaticPicture,
} from '@osck/shared/build-kit'

export { PageImages }

/** Inline, not in every page's CSS: only a page with such an image pays for it. */
const ALT_FRAME_STYLE = {
  display: 'block',
  border: '2px dashed #a8a29e',
  padding: '1rem',
  textAlign: 'center' as const,
}

const MarkImages = createContext(false)

/**
 * A body image as the app shows it: a photo the build made variants of is a `<picture>` of them
 * (its `src` the smallest JPEG, for a browser without `srcset`), never its original; one the site
 * does not show (http:, data:…) is its alt text in a frame.
 */
function BodyImage({ src, alt, title }: { src?: unknown; alt?: string; title?: string }) {
  const text = alt?.trim() ? alt : 'Content image'
  // On an item page, what the app's renderer is given, for the app to show it its own way.
  const marker: Record<string, string> = useContext(MarkImages)
    ? {
        [IMAGE_MARKER.src]: typeof src === 'string' ? src : '',
        [IMAGE_MARKER.alt]: alt ?? '',
        ...(title ? { [IMAGE_MARKER.title]: title } : {}),
      }
    : {}
  if (typeof src !== 'string' || !safeImage(src))
    return h(
      'span',
      { role: 'img', 'aria-label': text, className: 'osck-image-alt', style: ALT_FRAME_STYLE, ...marker },
      text,
    )
  return h(StaticPicture, { src: resolveImage(src), alt: text, sizes: MARKDOWN_IMAGE_SIZES, marker })
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

/**
 * An item page's body, marked with its source's hash: the app shows it as it is on the page's
 * first load when it read the same body (`staticBodyFor`), instead of downloading the renderer.
 */
export function ItemBody({ source }: { source: string }) {
  return h(
    'div',
    { [STATIC_BODY_ATTRIBUTE]: bodyHash(source) },
    h(MarkImages.Provider, { value: true }, h(MarkdownBody, { source })),
  )
}
