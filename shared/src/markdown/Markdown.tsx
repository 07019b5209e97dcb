import { memo, useMemo, type ComponentProps } from 'react'
import ReactMarkdown, { type Components } from 'react-markdown'
import rehypeSanitize from 'rehype-sanitize'
import { BodyImage, BodyLink, MarkdownFrame } from './body-elements'
import { loadedMarkdown } from './registry'
import { markdownTooComplex } from './complexity'
import { PlainText, PlainTextOnError } from './PlainText'
import { markdownSections } from './sections'

const components: Components = {
  a: ({ node: _node, ...props }) => <BodyLink {...props} />,
  img: ({ src, alt, title }) => <BodyImage src={src} alt={alt} title={title} />,
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
    <MarkdownFrame>
      {sections.map((source, index) => (
        <MarkdownSection key={index} source={source} />
      ))}
    </MarkdownFrame>
  )
}

export type MarkdownProps = ComponentProps<typeof Markdown>

loadedMarkdown.Markdown = Markdown
