import {
  ArrowRightIcon,
  Box,
  Button,
  Flex,
  Heading,
  LIMITS,
  loadBlogPosts,
  SkeletonGrid,
  SmartLink,
  Stack,
  Text,
  TIMINGS,
  useContent,
} from '@osck/shared'
import { useEffect, useId } from 'react'
import { BlogGrid } from './BlogGrid'
import { latestPosts } from './blog-list'

/** Home's 'Latest Articles': the 3 newest posts. A failure is only logged and shows the empty message. */
export function HomeTeaser() {
  const headingId = useId()
  const { data, loading, error } = useContent(loadBlogPosts, { minDelayMs: TIMINGS.homeSkeletonMs })
  useEffect(() => {
    if (error) console.error('[blog] could not load the latest articles for Home', error)
  }, [error])
  const posts = latestPosts(data ?? [])

  return (
    <Box as="section" aria-labelledby={headingId} py={{ base: '10', md: '14' }}>
      <Flex align="center" justify="space-between" gap="4" mb="8" wrap="wrap">
        <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }}>
          Latest Articles
        </Heading>
        <Button asChild variant="ghost" colorPalette="brand" focusRing="outside">
          <SmartLink href="/blog">
            View All <ArrowRightIcon />
          </SmartLink>
        </Button>
      </Flex>
      {loading ? (
        <SkeletonGrid count={LIMITS.homeBlogPosts} label="Loading articles…" />
      ) : posts.length > 0 ? (
        <BlogGrid posts={posts} />
      ) : (
        <Stack
          align="center"
          textAlign="center"
          py="12"
          borderWidth="1px"
          borderStyle="dashed"
          borderRadius="xl"
        >
          <Text color="fg.muted" fontSize="lg">
            No blog posts found
          </Text>
        </Stack>
      )}
    </Box>
  )
}
