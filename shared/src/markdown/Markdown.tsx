import { memo, useMemo, type ComponentProps } from 'react'
import ReactMarkdown, { type Components } from 'react-markdown'
import rehypeSanitize from 'rehype-sanitize'
import { chakra } from '@chakra-ui/react'
import { imageInfo } from '../content/image-manifest'
import { resolveImage } from '../content/normalize'
import { ContentImage } from '../ui/ContentImage'
import { markdownCss } from '../ui/markdown-css'
import { loadedMarkdown } from './registry'
import { markdownSections } from './sections'

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

const UNKNOWN_SIZE = { width: '100%', aspectRatio: '16 / 9', objectFit: 'scale-down' } as const

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
  img({ src, alt, node, width, height, ...props }) {
    const source = typeof src === 'string' && src ? resolveImage(src) : ''
    return (
      <ContentImage
        {...props}
        src={source}
        alt={alt?.trim() ? alt : 'Content image'}
        sizes="(min-width: 48rem) 48rem, 100vw"
        // An image of unknown size gets a box before it loads, so nothing below it moves.
        style={imageInfo(source) ? undefined : UNKNOWN_SIZE}
      />
    )
  },
}

/** One part of a body, parsed and rendered on its own (see `markdownSections`). */
const MarkdownSection = memo(function MarkdownSection({ source }: { source: string }) {
  return (
    <ReactMarkdown
      rehypePlugins={[rehypeSanitize]}
      urlTransform={(url) => safeUrl(url)}
      components={components}
    >
      {source}
    </ReactMarkdown>
  )
})

/**
 * Sanitized markdown: raw HTML is never interpreted, link protocols are
 * allow-listed, images load lazily and get a fallback alt text. A long body is rendered
 * section by section, so the page stays responsive while it is parsed.
 */
export function Markdown({ children }: { children: string }) {
  const sections = useMemo(() => markdownSections(children), [children])
  return (
    <chakra.div className="osck-markdown" css={markdownCss}>
      {sections.map((source, index) => (
        <MarkdownSection key={index} source={source} />
      ))}
    </chakra.div>
  )
}

export type MarkdownProps = ComponentProps<typeof Markdown>

loadedMarkdown.Markdown = Markdown
