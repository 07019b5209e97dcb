import {
  ContentImage,
  Badge,
  blogPostMeta,
  Box,
  chakra,
  Container,
  Flex,
  formatDate,
  Heading,
  Image,
  LazyMarkdown,
  loadBlogPost,
  readingTime,
  notFoundMeta,
  SmartLink,
  ArrowLeftIcon,
  Stack,
  Text,
  useContent,
  useDocumentMeta,
  useParams,
} from '@osck/shared'
import { DETAIL_IMAGE_SIZES } from '@osck/shared/image-sizes'
import { useEffect } from 'react'
import { AboutAuthor } from '../features/blog/AboutAuthor'
import { PostActions } from '../features/blog/PostActions'
import { PostNotFound, PostSkeleton } from '../features/blog/PostStates'
import { RelatedArticles } from '../features/blog/RelatedArticles'

function BlogDetailScreen({ slug }: { slug: string }) {
  // The post's own file first: the page shows without waiting for the rest of the blog.
  const { data: post, loading, error } = useContent(() => loadBlogPost(slug))
  useEffect(() => {
    // A detail load failure is logged only; the page shows the not-found state.
    if (error) console.error('[blog] could not load the post', error)
  }, [error])
  useDocumentMeta(
    post ? blogPostMeta(post) : loading ? undefined : notFoundMeta('Blog Post Not Found', `/blog/${slug}`),
  )

  if (loading) return <PostSkeleton />
  if (!post) return <PostNotFound />

  return (
    <Box>
      <Box as="article" pb={{ base: '12', md: '16' }}>
        <Container maxW="3xl" pt={{ base: '8', md: '12' }} pb="8">
          <Stack gap="4">
            <SmartLink
              href="/blog"
              display="inline-flex"
              alignItems="center"
              gap="1"
              alignSelf="flex-start"
              color="fg.muted"
              fontSize="sm"
              _hover={{ color: 'brand.fg' }}
              focusRing="outside"
              borderRadius="sm"
            >
              <ArrowLeftIcon /> All articles
            </SmartLink>
            <Badge alignSelf="flex-start" colorPalette="brand" variant="subtle" size="lg">
              {post.category}
            </Badge>
            <Heading
              as="h1"
              size={{ base: '3xl', md: '5xl' }}
              fontWeight="extrabold"
              letterSpacing="tight"
              lineHeight="1.15"
            >
              {post.title}
            </Heading>
            {post.description && (
              <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
                {post.description}
              </Text>
            )}
            <Flex gap="2" color="fg.muted" wrap="wrap" align="center">
              {/* An author name longer than the line breaks instead of widening the page. */}
              <Text minW="0" overflowWrap="anywhere">
                By{' '}
                <Text as="span" fontWeight="semibold" color="fg">
                  {post.author}
                </Text>
              </Text>
              <Text aria-hidden="true">·</Text>
              <chakra.time dateTime={post.date}>{formatDate(post.date)}</chakra.time>
              <Text aria-hidden="true">·</Text>
              <Text>{readingTime(post.content)}</Text>
            </Flex>
          </Stack>
        </Container>
        <Container maxW="5xl">
          <Image
            asChild
            w="full"
            h="auto"
            aspectRatio="1200 / 630"
            objectFit="cover"
            borderRadius="2xl"
            borderWidth="1px"
            bg="bg.muted"
          >
            <ContentImage
              src={post.image}
              alt={post.title}
              width={1200}
              height={630}
              sizes={DETAIL_IMAGE_SIZES.post}
              priority
            />
          </Image>
        </Container>
        <Container maxW="3xl" pt={{ base: '8', md: '12' }}>
          <LazyMarkdown>{post.content}</LazyMarkdown>
          {post.tags.length > 0 && (
            <Flex as="ul" aria-label="Tags" listStyleType="none" gap="2" wrap="wrap" mt="10">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="outline" colorPalette="gray" size="lg">
                    {tag}
                  </Badge>
                </li>
              ))}
            </Flex>
          )}
          <PostActions post={post} />
          <AboutAuthor author={post.author} />
        </Container>
      </Box>
      <RelatedArticles current={post} />
    </Box>
  )
}

/** A new slug is a new screen: its own load and Like state (a related post opened from here). */
export function BlogDetailPage() {
  const { slug = '' } = useParams()
  return <BlogDetailScreen key={slug} slug={slug} />
}
