import { Box, Container, EmptyState, Heading, HStack, loadBlogPosts, SimpleGrid, SkeletonGrid, SmartLink, useContent } from '@osck/shared'
import { useEffect } from 'react'
import { BlogCard } from './BlogCard'
import { latestPosts } from './blog-list'

/** Home's "Latest Articles": the 3 newest posts. Failures are only logged. */
export function LatestArticles() {
  const { data, loading, error } = useContent(loadBlogPosts)
  useEffect(() => {
    if (error) console.error('[blog] could not load posts for Home', error)
  }, [error])
  const posts = latestPosts(data ?? [])
  return (
    <Box as="section" aria-labelledby="latest-articles-heading" py={{ base: '12', md: '16' }}>
      <Container maxW="7xl">
        <HStack justify="space-between" mb="8" gap="4" wrap="wrap">
          <Heading as="h2" id="latest-articles-heading" size={{ base: '2xl', md: '3xl' }}>Latest Articles</Heading>
          <SmartLink href="/blog" color="brand.fg" fontWeight="semibold" _hover={{ textDecoration: 'underline' }}>View All</SmartLink>
        </HStack>
        {loading ? (
          <SkeletonGrid count={3} label="Loading articles…" />
        ) : posts.length === 0 ? (
          <EmptyState title="No blog posts found" />
        ) : (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
            {posts.map((post) => <li key={post.slug}><BlogCard post={post} /></li>)}
          </SimpleGrid>
        )}
      </Container>
    </Box>
  )
}
