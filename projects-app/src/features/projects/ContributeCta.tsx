import { Box, Button, Container, Heading, Stack, Text } from '@osck/shared'

/** 'Ready to Contribute?': both buttons are placeholders (not wired; docs/product.md). */
export function ContributeCta() {
  return (
    <Box as="section" aria-labelledby="contribute-heading" pb={{ base: '14', md: '20' }}>
      <Container maxW="6xl">
        <Stack
          direction={{ base: 'column', md: 'row' }}
          align={{ base: 'start', md: 'center' }}
          justify="space-between"
          gap="6"
          p={{ base: '6', md: '10' }}
          borderRadius="2xl"
          bg="brand.subtle"
          borderWidth="1px"
          borderColor="brand.muted"
        >
          <Stack gap="2" maxW="xl">
            <Heading id="contribute-heading" as="h2" size={{ base: 'xl', md: '2xl' }}>
              Ready to Contribute?
            </Heading>
            <Text color="fg.muted">
              Developers, designers, writers and testers are all welcome. Join the team and help ship the next
              milestone.
            </Text>
          </Stack>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', md: 'auto' }}>
            <Button colorPalette="brand" size="lg" focusRing="outside">
              Join this Project
            </Button>
            <Button variant="outline" colorPalette="brand" size="lg" bg="bg" focusRing="outside">
              Contact Project Lead
            </Button>
          </Stack>
        </Stack>
      </Container>
    </Box>
  )
}
