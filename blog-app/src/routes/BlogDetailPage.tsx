import {
  Badge, Box, Button, chakra, Container, formatDate, LazyMarkdown, Heading, HeartIcon, HStack, Image, loadBlogPosts, NotFoundState,
  pageTitle, shareOrCopy, ShareIcon, SimpleGrid, Skeleton, SkeletonText, SmartLink, Stack, Text, toast,
  useContent, useDocumentMeta, useParams,
} from '@osck/shared'
import { useState } from 'react'
import { AboutAuthor } from '../features/blog/AboutAuthor'
import { BlogCard } from '../features/blog/BlogCard'
import { relatedPosts } from '../features/blog/blog-list'

function DetailSkeleton() {
  return (
    <Container maxW="4xl" py="12" aria-busy="true" aria-label="Loading article">
      <Skeleton height="5" width="20%" mb="4" />
      <Skeleton height="10" width="80%" mb="6" />
      <Skeleton height="360px" mb="8" borderRadius="xl" />
      <SkeletonText noOfLines={8} />
    </Container>
  )
}

export function BlogDetailPage() {
  const { slug = '' } = useParams()
  const { data: posts, loading, error } = useContent(loadBlogPosts)
  const [liked, setLiked] = useState(false)
  if (error) console.error('[blog] could not load the post', error)
  const post = posts?.find((p) => p.slug === slug)
  useDocumentMeta(
    post
      ? { title: pageTitle(post.title), description: post.description, image: post.image, type: 'article' }
      : loading ? undefined : { title: pageTitle('Blog Post Not Found') },
  )

  if (loading) return <DetailSkeleton />
  if (!post) {
    return (
      <NotFoundState
        title="Blog Post Not Found"
        message="The article you're looking for doesn't exist or has been removed."
        action={<Button asChild colorPalette="brand"><SmartLink href="/blog">Back to Blog</SmartLink></Button>}
      />
    )
  }

  const toggleLike = () => {
    toast({ title: liked ? 'You unliked this post' : 'You liked this post' })
    setLiked(!liked)
  }
  const related = relatedPosts(posts ?? [], post)

  return (
    <Box as="article">
      <Container maxW="4xl" pt="10" pb="6">
        <Stack gap="4">
          <SmartLink href="/blog" color="fg.muted" fontSize="sm" _hover={{ color: 'brand.fg' }}>← Back to Blog</SmartLink>
          <Badge alignSelf="flex-start" colorPalette="brand" variant="subtle" size="lg">{post.category}</Badge>
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} fontWeight="extrabold" lineHeight="short">{post.title}</Heading>
          <HStack gap="3" color="fg.muted" wrap="wrap">
            <chakra.time dateTime={post.date}>{formatDate(post.date)}</chakra.time>
            <Text aria-hidden="true">·</Text>
            <Text>By <Text as="span" fontWeight="semibold" color="fg">{post.author}</Text></Text>
          </HStack>
        </Stack>
      </Container>
      <Container maxW="5xl">
        <Image src={post.image} alt={post.title} width="1200" height="675" aspectRatio={16 / 9} objectFit="cover" borderRadius="2xl" bg="bg.muted" w="full" />
      </Container>
      <Container maxW="3xl" py="10">
        <LazyMarkdown>{post.content}</LazyMarkdown>
        {post.tags.length > 0 && (
          <HStack as="ul" listStyleType="none" aria-label="Tags" gap="2" wrap="wrap" mt="8">
            {post.tags.map((tag) => (
              <li key={tag}><Badge variant="outline" size="lg">{tag}</Badge></li>
            ))}
          </HStack>
        )}
        <HStack gap="3" mt="8" pt="6" borderTopWidth="1px">
          <Button variant={liked ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={liked} onClick={toggleLike}>
            <HeartIcon fill={liked ? 'currentColor' : 'none'} /> {liked ? 'Liked' : 'Like'}
          </Button>
          <Button variant="outline" onClick={() => void shareOrCopy({ title: post.title, text: post.description, url: window.location.href }, 'Blog post link copied to clipboard')}>
            <ShareIcon /> Share
          </Button>
        </HStack>
        <AboutAuthor author={post.author} />
      </Container>
      <Box as="section" aria-labelledby="related-heading" bg="bg.subtle" py="14">
        <Container maxW="7xl">
          <HStack justify="space-between" mb="6" wrap="wrap" gap="4">
            <Heading as="h2" id="related-heading" size="2xl">Related Articles</Heading>
            <Button asChild variant="outline"><SmartLink href="/blog">View All Posts</SmartLink></Button>
          </HStack>
          {related.length === 0 ? (
            <Text color="fg.muted">No related articles yet.</Text>
          ) : (
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
              {related.map((item) => <li key={item.slug}><BlogCard post={item} /></li>)}
            </SimpleGrid>
          )}
        </Container>
      </Box>
    </Box>
  )
}
