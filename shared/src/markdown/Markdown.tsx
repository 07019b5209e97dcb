import type { ComponentProps } from 'react'
import ReactMarkdown, { type Components } from 'react-markdown'
import rehypeSanitize from 'rehype-sanitize'
import { chakra } from '@chakra-ui/react'
import { resolveImage } from '../content/normalize'
import { markdownCss } from '../ui/markdown-css'
import { loadedMarkdown } from './registry'

/** Spec section 5: links keep only these protocols; others are blanked. */
export const MARKDOWN_ALLOWED_PROTOCOLS = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const

/**
 * Keeps relative URLs, #anchors and the allowed protocols; blanks the rest.
 * Anything before the first ':' that is not followed by '/', '?' or '#' is
 * a protocol, however it is disguised (control characters, spaces, case).
 */
export function safeUrl(url: string): string {
  const colon = url.indexOf(':')
  const firstOf = (char: string) => {
    const index = url.indexOf(char)
    return index === -1 ? Infinity : index
  }
  if (colon === -1 || colon > Math.min(firstOf('/'), firstOf('?'), firstOf('#'))) return url
  const protocol = url.slice(0, colon).toLowerCase()
  return (MARKDOWN_ALLOWED_PROTOCOLS as readonly string[]).includes(protocol) ? url : ''
}

const components: Components = {
  a({ href, children, node, ...props }) {
    const external = typeof href === 'string' && href.startsWith('http')
    return (
      <a
        href={href || undefined}
        {...props}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
      </a>
    )
  },
  img({ src, alt, node, ...props }) {
    const source = typeof src === 'string' && src ? resolveImage(src) : undefined
    return (
      <img
        {...props}
        src={source}
        alt={alt?.trim() ? alt : 'Content image'}
        loading="lazy"
        decoding="async"
      />
    )
  },
}

/**
 * Sanitized markdown: raw HTML is never interpreted, link protocols are
 * allow-listed, images load lazily and get a fallback alt text.
 */
export function Markdown({ children }: { children: string }) {
  return (
    <chakra.div className="osck-markdown" css={markdownCss}>
      <ReactMarkdown
        rehypePlugins={[rehypeSanitize]}
        urlTransform={(url) => safeUrl(url)}
        components={components}
      >
        {children}
      </ReactMarkdown>
    </chakra.div>
  )
}

export type MarkdownProps = ComponentProps<typeof Markdown>

loadedMarkdown.Markdown = Markdown
