import { createElement as h, Fragment } from 'react'
import ReactMarkdown from 'react-markdown'
import rehypeSanitize from 'rehype-sanitize'
import { resolveImage } from '../../src/content/normalize'
import { markdownTooComplex } from '../../src/markdown/complexity'
import { PlainText } from '../../src/markdown/PlainText'
import { markdownSections } from '../../src/markdown/sections'

const components = {
  img: ({ src, alt }: { src?: unknown; alt?: string }) =>
    h('img', {
      src: typeof src === 'string' && src ? resolveImage(src) : undefined,
      alt: alt?.trim() ? alt : 'Content image',
      loading: 'lazy',
    }),
}

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
