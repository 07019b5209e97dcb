import { memo } from 'react'
import { CardRoot, ContentImage, formatDate, LazyMarkdown, Link, type BlogPost } from '@osck/shared'
import { LIST_IMAGE_SIZES } from '@osck/shared/image-sizes'
import { postPath } from './blog-logic'
import { CARD_CSS, LIST_CARD_CSS } from './blog-card-css'

export interface BlogCardProps {
  post: BlogPost
  /** `full`: the title is a heading and the whole markdown body is shown. */
  variant?: 'list' | 'full'
  headingLevel?: 'h2' | 'h3'
  /** The route's LCP image: loads at once with high priority (one card per route). */
  eager?: boolean
}

/**
 * A post as a card. `list`: the title links to the post and the whole card is
 * its hit area; the summary is clamped to 3 lines. `full`: the whole body.
 */
export const BlogCard = memo(function BlogCard({
  post,
  variant = 'list',
  headingLevel = 'h3',
  eager = false,
}: BlogCardProps) {
  const full = variant === 'full'
  const Title = headingLevel
  return (
    <CardRoot css={full ? CARD_CSS : LIST_CARD_CSS}>
      <ContentImage
        src={post.image}
        alt={post.title}
        width={640}
        height={360}
        sizes={LIST_IMAGE_SIZES.card}
        priority={eager}
      />
      <div data-part="content">
        <div data-part="meta">
          <span data-part="category">{post.category}</span>
          <span data-part="when">
            <time dateTime={post.date}>{formatDate(post.date)}</time>
            <span data-part="reading" aria-hidden="true">
              ·
            </span>
            <span data-part="reading">{post.readingTime}</span>
          </span>
        </div>
        <Title data-part="title">
          {full ? post.title : <Link to={postPath(post.slug)}>{post.title}</Link>}
        </Title>
        {full ? (
          <LazyMarkdown>{post.content}</LazyMarkdown>
        ) : (
          post.description && <p data-part="summary">{post.description}</p>
        )}
        <p data-part="author">By {post.author}</p>
      </div>
    </CardRoot>
  )
})
