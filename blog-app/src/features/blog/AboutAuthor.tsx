import { Box, Flex, Heading, initials, Stack, Text } from '@osck/shared'
import { useId } from 'react'
import { authorBio } from './blog-logic'

export function AboutAuthor({ author }: { author: string }) {
  const headingId = useId()
  return (
    <Box
      as="aside"
      aria-labelledby={headingId}
      mt="10"
      p={{ base: '5', md: '6' }}
      borderWidth="1px"
      borderRadius="xl"
      bg="bg.panel"
      shadow="xs"
    >
      <Heading as="h2" id={headingId} size="lg" mb="4">
        About the Author
      </Heading>
      <Flex gap="4" align="flex-start">
        <Flex
          aria-hidden="true"
          flexShrink="0"
          w="14"
          h="14"
          rounded="full"
          bg="brand.solid"
          color="brand.contrast"
          align="center"
          justify="center"
          fontWeight="bold"
          fontSize="lg"
        >
          {initials(author)}
        </Flex>
        <Stack gap="1" minW="0" overflowWrap="anywhere">
          <Text fontWeight="semibold">{author}</Text>
          <Text color="fg.muted">{authorBio(author)}</Text>
        </Stack>
      </Flex>
    </Box>
  )
}
