import { type BlogPost } from '@osck/shared'
import { CardGrid } from '@osck/shared/sections/card-grid'
import { BlogCard } from './BlogCard'

/**
 * Post cards as a list. `priorityFirst`: the first card's image is the route's LCP image (a list
 * page), the rest load lazily.
 */
export function BlogGrid({
  posts,
  label,
  priorityFirst = false,
}: {
  posts: readonly BlogPost[]
  label?: string
  priorityFirst?: boolean
}) {
  return (
    <CardGrid
      items={posts}
      label={label}
      renderItem={(post, index) => <BlogCard post={post} eager={priorityFirst && index === 0} />}
    />
  )
}
