import { Box, type BlogPost } from '@osck/shared'
import { BlogCard } from './BlogCard'

/** Post cards as a list: 1, 2 or 3 columns. */
export function BlogGrid({ posts, label }: { posts: readonly BlogPost[]; label?: string }) {
  return (
    <Box
      as="ul"
      aria-label={label}
      listStyleType="none"
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }}
      gap="6"
    >
      {posts.map((post) => (
        <li key={post.slug}>
          <BlogCard post={post} />
        </li>
      ))}
    </Box>
  )
}
