import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { chakra } from '@chakra-ui/react'
import { imageInfo } from '../content/image-manifest'
import { resolveImage } from '../content/normalize'
import { safeImage } from '../content/safe-url'
import { ContentImage } from '../ui/ContentImage'
import { MARKDOWN_IMAGE_SIZES } from '../ui/image-sizes'
import { markdownCss } from '../ui/markdown-css'

const UNKNOWN_SIZE = { width: '100%', aspectRatio: '16 / 9', objectFit: 'scale-down' } as const

/** A body's link: one to another site opens in a new tab, without access to this page. */
export function BodyLink({ href, children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
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
}

/** A body's image, from the `src` and `alt` the markdown gives (after the URL filter). */
export function BodyImage({ src, alt, title }: { src?: unknown; alt?: unknown; title?: string }) {
  // An image the site does not show (http:, data:…) is its alt text from the start.
  const source = typeof src === 'string' && safeImage(src) ? resolveImage(src) : ''
  const text = typeof alt === 'string' && alt.trim() ? alt : 'Content image'
  return (
    <ContentImage
      title={title}
      altFrame
      src={source}
      alt={text}
      sizes={MARKDOWN_IMAGE_SIZES}
      // An image of unknown size gets a box before it loads, so nothing below it moves.
      style={imageInfo(source) ? undefined : UNKNOWN_SIZE}
    />
  )
}

/** A rendered body's box and typography. */
export function MarkdownFrame({ children }: { children: ReactNode }) {
  return (
    <chakra.div className="osck-markdown" css={markdownCss}>
      {children}
    </chakra.div>
  )
}
