import { Box, renderWhenNear, type BlogPost } from '@osck/shared'
import { BlogCard } from './BlogCard'

// Long lists (content at scale): the browser skips layout and paint of cards far off screen,
// which keeps each keystroke in the search box fast. Short lists render as usual.
const SKIP_OFFSCREEN_FROM = 24
const skipOffscreen = renderWhenNear(440)

/**
 * Post cards as a list: 1, 2 or 3 columns. `priorityFirst`: the first card's image is the
 * route's LCP image (a list page), the rest load lazily.
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
    <Box
      as="ul"
      aria-label={label}
      listStyleType="none"
      display="grid"
      gridTemplateColumns={{
        base: 'minmax(0, 1fr)',
        md: 'repeat(2, minmax(0, 1fr))',
        lg: 'repeat(3, minmax(0, 1fr))',
      }}
      gap="6"
    >
      {posts.map((post, index) => (
        <li key={post.slug} style={posts.length > SKIP_OFFSCREEN_FROM ? skipOffscreen : undefined}>
          <BlogCard post={post} eager={priorityFirst && index === 0} />
        </li>
      ))}
    </Box>
  )
}
