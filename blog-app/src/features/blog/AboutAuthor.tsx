import { Box, Heading, HStack, initials, siteConfig, Stack, Text } from '@osck/shared'

export function AboutAuthor({ author }: { author: string }) {
  return (
    <Box as="aside" aria-labelledby="about-author-heading" mt="10" p="6" borderWidth="1px" borderRadius="xl" bg="bg.panel">
      <Heading as="h2" id="about-author-heading" size="lg" mb="4">About the Author</Heading>
      <HStack gap="4" align="flex-start">
        <Box aria-hidden="true" flexShrink="0" w="14" h="14" rounded="full" bg="brand.solid" color="brand.contrast" display="flex" alignItems="center" justifyContent="center" fontWeight="bold" fontSize="lg">
          {initials(author)}
        </Box>
        <Stack gap="1">
          <Text fontWeight="semibold">{author}</Text>
          <Text color="fg.muted">
            {author === siteConfig.name
              ? 'Posts by the community team: news, announcements and guides from the organisers.'
              : `${author} writes for ${siteConfig.name}, sharing what they learn building open source in Kampala.`}
          </Text>
        </Stack>
      </HStack>
    </Box>
  )
}
