import { createElement as h, Fragment } from 'react'
import ReactMarkdown from 'react-markdown'
import rehypeSanitize from 'rehype-sanitize'
import {
  MARKDOWN_IMAGE_SIZES,
  markdownSections,
  markdownTooComplex,
  PageImages,
  PlainText,
  resolveImage,
  safeImage,
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

/**
 * A body image as the app shows it: a photo the build made variants of is a `<picture>` of them
 * (its `src` the smallest JPEG, for a browser without `srcset`), never its original; one the site
 * does not show (http:, data:…) is its alt text in a frame.
 */
function BodyImage({ src, alt }: { src?: unknown; alt?: string }) {
  const text = alt?.trim() ? alt : 'Content image'
  if (typeof src !== 'string' || !safeImage(src))
    return h(
      'span',
      { role: 'img', 'aria-label': text, className: 'osck-image-alt', style: ALT_FRAME_STYLE },
      text,
    )
  return h(StaticPicture, { src: resolveImage(src), alt: text, sizes: MARKDOWN_IMAGE_SIZES })
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
