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
  SmartLink,
  ArrowLeftIcon,
  Stack,
  Text,
  useParams,
  type BlogPost as BlogPostItem,
} from '@osck/shared'
import { DetailScreen } from '@osck/shared/sections/detail-screen'
import { DETAIL_IMAGE_SIZES, DETAIL_IMAGE_STYLE } from '@osck/shared/image-sizes'
import { AboutAuthor } from '../features/blog/AboutAuthor'
import { PostActions } from '../features/blog/PostActions'
import { BlogDetailSkeleton } from '../features/blog/BlogDetailSkeleton'
import { RelatedArticles } from '../features/blog/RelatedArticles'

function BlogPost({ post }: { post: BlogPostItem }) {
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
          <Image asChild {...DETAIL_IMAGE_STYLE} borderWidth="1px">
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
  return (
    // The post's own file first: the page shows without waiting for the rest of the blog. A load
    // failure is logged only: the page shows the not-found state (docs/product.md).
    <DetailScreen
      key={slug}
      load={() => loadBlogPost(slug)}
      what="[blog] the post"
      meta={blogPostMeta}
      notFound={{
        title: 'Blog Post Not Found',
        message: "The article you're looking for doesn't exist or has been removed.",
        path: `/blog/${slug}`,
        back: { href: '/blog', label: 'Back to Blog' },
      }}
      skeleton={() => <BlogDetailSkeleton />}
    >
      {(post) => <BlogPost post={post} />}
    </DetailScreen>
  )
}
