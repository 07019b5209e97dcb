import {
  Badge,
  Box,
  chakra,
  Container,
  Flex,
  formatDate,
  Heading,
  LazyMarkdown,
  SmartLink,
  ArrowLeftIcon,
  Stack,
  Text,
  type BlogPost as BlogPostItem,
} from '@osck/shared'
import { DetailHeroImage } from '@osck/shared/sections/detail-hero-image'
import { AboutAuthor } from './AboutAuthor'
import { PostActions } from './PostActions'
import { RelatedArticles } from './RelatedArticles'

/** A post's page: its heading and facts, photo, text, tags, actions, author and related articles. */
export function BlogDetail({ post }: { post: BlogPostItem }) {
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
              <Text>{post.readingTime}</Text>
            </Flex>
          </Stack>
        </Container>
        <Container maxW="5xl">
          <DetailHeroImage src={post.image} alt={post.title} kind="post" borderWidth="1px" />
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
