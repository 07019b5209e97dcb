import { createElement as h } from 'react'
import ReactMarkdown from 'react-markdown'
import rehypeSanitize from 'rehype-sanitize'
import { resolveImage } from '../../src/content/normalize'

/**
 * A markdown body as the app shows it, for readers without JavaScript: the same parser and
 * the same sanitizer (no raw HTML, no script URLs), images resolved to the site's paths.
 */
export function MarkdownBody({ source }: { source: string }) {
  return h(ReactMarkdown, {
    rehypePlugins: [rehypeSanitize],
    components: {
      img: ({ src, alt }) =>
        h('img', {
          src: typeof src === 'string' && src ? resolveImage(src) : undefined,
          alt: alt?.trim() ? alt : 'Content image',
          loading: 'lazy',
        }),
    },
    children: source,
  })
}
