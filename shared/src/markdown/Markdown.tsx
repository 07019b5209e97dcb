import { memo, useMemo, type ComponentProps } from 'react'
import ReactMarkdown, { type Components } from 'react-markdown'
import rehypeSanitize from 'rehype-sanitize'
import { chakra } from '@chakra-ui/react'
import { imageInfo } from '../content/image-manifest'
import { resolveImage } from '../content/normalize'
import { safeImage } from '../content/safe-url'
import { ContentImage } from '../ui/ContentImage'
import { MARKDOWN_IMAGE_SIZES } from '../ui/image-sizes'
import { markdownCss } from '../ui/markdown-css'
import { loadedMarkdown } from './registry'
import { markdownTooComplex } from './complexity'
import { PlainText, PlainTextOnError } from './PlainText'
import { markdownSections } from './sections'

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
    // An image the site does not show (http:, data:…) is its alt text from the start.
    const source = typeof src === 'string' && safeImage(src) ? resolveImage(src) : ''
    return (
      <ContentImage
        {...props}
        altFrame
        src={source}
        alt={alt?.trim() ? alt : 'Content image'}
        sizes={MARKDOWN_IMAGE_SIZES}
        // An image of unknown size gets a box before it loads, so nothing below it moves.
        style={imageInfo(source) ? undefined : UNKNOWN_SIZE}
      />
    )
  },
}

/** One part of a body, parsed and rendered on its own (see `markdownSections`). */
const MarkdownSection = memo(function MarkdownSection({ source }: { source: string }) {
  // Input that would freeze the page or overflow the stack (a hostile file): its text only.
  if (markdownTooComplex(source)) return <PlainText source={source} />
  return (
    <PlainTextOnError source={source}>
      {/* URLs go through react-markdown's defaultUrlTransform: relative URLs and the allowed
          protocols (content/safe-url.ts, which front matter uses, is tested to agree with it). */}
      <ReactMarkdown rehypePlugins={[rehypeSanitize]} components={components}>
        {source}
      </ReactMarkdown>
    </PlainTextOnError>
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
