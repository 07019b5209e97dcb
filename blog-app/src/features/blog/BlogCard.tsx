import { Badge, Box, chakra, formatDate, LazyMarkdown, Heading, HStack, Image, SmartLink, Stack, Text, type BlogPost } from '@osck/shared'

/**
 * A post as a card. `list`: summary clamped to 3 lines, the title links to the
 * post (the whole card is clickable). `full`: title as a heading, whole body.
 */
export function BlogCard({ post, variant = 'list', headingLevel = 'h3' }: { post: BlogPost; variant?: 'list' | 'full'; headingLevel?: 'h2' | 'h3' }) {
  const href = `/blog/${post.slug}`
  return (
    <Box
      as="article"
      position="relative"
      borderWidth="1px"
      borderRadius="xl"
      overflow="hidden"
      bg="bg.panel"
      display="flex"
      flexDirection="column"
      transition="transform 0.2s, box-shadow 0.2s"
      _hover={{ transform: 'translateY(-4px)', boxShadow: 'lg' }}
      _focusWithin={{ boxShadow: 'lg' }}
    >
      <Image src={post.image} alt={post.title} width="800" height="450" aspectRatio={16 / 9} objectFit="cover" loading="lazy" bg="bg.muted" />
      <Stack gap="3" p="5" flex="1">
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Badge colorPalette="brand" variant="subtle">{post.category}</Badge>
          <chakra.time fontSize="sm" color="fg.muted" dateTime={post.date}>{formatDate(post.date)}</chakra.time>
        </HStack>
        <Heading as={headingLevel} size="lg" lineHeight="short">
          {variant === 'list' ? (
            <SmartLink href={href} _hover={{ color: 'brand.fg' }} focusRing="outside" css={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}>
              {post.title}
            </SmartLink>
          ) : (
            post.title
          )}
        </Heading>
        {variant === 'list' ? (
          <Text color="fg.muted" lineClamp={3}>{post.description}</Text>
        ) : (
          <LazyMarkdown>{post.content}</LazyMarkdown>
        )}
        <Text fontSize="sm" fontWeight="medium" mt="auto">By {post.author}</Text>
      </Stack>
    </Box>
  )
}
