import { memo } from 'react'
import {
  Badge,
  Card,
  chakra,
  formatDate,
  Heading,
  HStack,
  Image,
  LazyMarkdown,
  SmartLink,
  Text,
  type BlogPost,
} from '@osck/shared'
import { postPath } from './blog-list'

export interface BlogCardProps {
  post: BlogPost
  /** `full`: the title is a heading and the whole markdown body is shown. */
  variant?: 'list' | 'full'
  headingLevel?: 'h2' | 'h3'
  /** The first cards of a list are on screen at once: their images load without waiting. */
  eager?: boolean
}

/**
 * A post as a card. `list`: the title links to the post and the whole card is
 * its hit area; the summary is clamped to 3 lines. `full`: the whole body.
 */
export const BlogCard = memo(function BlogCard({
  post,
  variant = 'list',
  headingLevel = 'h3',
  eager = false,
}: BlogCardProps) {
  const full = variant === 'full'
  return (
    <Card.Root
      as="article"
      variant="outline"
      overflow="hidden"
      borderRadius="xl"
      height="full"
      position="relative"
      bg="bg.panel"
      transition="box-shadow 0.2s ease, transform 0.2s ease, border-color 0.2s ease"
      _hover={full ? undefined : { shadow: 'lg', transform: 'translateY(-4px)', borderColor: 'brand.muted' }}
      _focusWithin={full ? undefined : { shadow: 'lg' }}
      _motionReduce={{ transition: 'none', _hover: { transform: 'none' } }}
    >
      <Image
        src={post.image}
        alt={post.title}
        htmlWidth={640}
        htmlHeight={360}
        loading={eager ? 'eager' : 'lazy'}
        w="full"
        h="auto"
        aspectRatio="16 / 9"
        objectFit="cover"
        bg="bg.muted"
      />
      <Card.Body gap="3" p="5">
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Badge colorPalette="brand" variant="subtle">
            {post.category}
          </Badge>
          <chakra.time fontSize="sm" color="fg.muted" dateTime={post.date}>
            {formatDate(post.date)}
          </chakra.time>
        </HStack>
        <Heading as={headingLevel} size={full ? 'xl' : 'lg'} lineHeight="short">
          {full ? (
            post.title
          ) : (
            <SmartLink
              href={postPath(post.slug)}
              color="fg"
              _hover={{ color: 'brand.fg' }}
              focusRing="outside"
              borderRadius="sm"
              // The whole card is the link's hit area.
              _after={{ content: '""', position: 'absolute', inset: '0' }}
            >
              {post.title}
            </SmartLink>
          )}
        </Heading>
        {full ? (
          <LazyMarkdown>{post.content}</LazyMarkdown>
        ) : (
          post.description && (
            <Text color="fg.muted" lineClamp={3}>
              {post.description}
            </Text>
          )
        )}
        <Text fontSize="sm" fontWeight="medium" mt="auto" pt="1">
          By {post.author}
        </Text>
      </Card.Body>
    </Card.Root>
  )
})
