import {
  ArrowRightIcon,
  Box,
  Button,
  Container,
  Flex,
  Heading,
  renderWhenNear,
  SmartLink,
  Text,
  type BlogPost,
} from '@osck/shared'
import { useId } from 'react'
import { BlogGrid } from './BlogGrid'

/** Other posts of the same category, and the way back to every post. */
export function RelatedArticles({ posts }: { posts: readonly BlogPost[] }) {
  const headingId = useId()
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
        {posts.length > 0 ? (
          <BlogGrid posts={posts} />
        ) : (
          <Text color="fg.muted">No other articles in this category yet.</Text>
        )}
      </Container>
    </Box>
  )
}
