import {
  ArrowRightIcon,
  Box,
  Button,
  Container,
  Flex,
  Heading,
  LIMITS,
  loadBlogPosts,
  renderWhenNear,
  SkeletonGrid,
  SmartLink,
  Text,
  useContent,
  type BlogPost,
} from '@osck/shared'
import { useId, useMemo } from 'react'
import { relatedPosts } from './blog-logic'
import { BlogGrid } from './BlogGrid'

/**
 * Other posts of the same category, and the way back to every post. The rest of the blog is read
 * once the post is on screen (the post itself came from its own file).
 */
export function RelatedArticles({ current }: { current: BlogPost }) {
  const headingId = useId()
  const { data, loading } = useContent(loadBlogPosts)
  const posts = useMemo(() => relatedPosts(data ?? [], current), [data, current])
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="bg.subtle"
      borderTopWidth="1px"
      py={{ base: '12', md: '16' }}
      {...renderWhenNear(640)}
    >
      <Container maxW="7xl">
        <Flex justify="space-between" align="center" mb="8" wrap="wrap" gap="4">
          <Heading as="h2" id={headingId} size={{ base: 'xl', md: '2xl' }}>
            Related Articles
          </Heading>
          <Button asChild variant="outline" colorPalette="brand" bg="bg" focusRing="outside">
            <SmartLink href="/blog">
              View All Posts <ArrowRightIcon />
            </SmartLink>
          </Button>
        </Flex>
        {loading ? (
          <SkeletonGrid count={LIMITS.relatedPosts} label="Loading related articles…" />
        ) : posts.length > 0 ? (
          <BlogGrid posts={posts} />
        ) : (
          <Text color="fg.muted">No other articles in this category yet.</Text>
        )}
      </Container>
    </Box>
  )
}
