import { Box, Button, Container, Stack } from '@osck/shared'
import { CtaBanner } from '@osck/shared/sections/cta-banner'

/** 'Ready to Contribute?': both buttons are placeholders (not wired; docs/product.md). */
export function ContributeCta() {
  return (
    <Box pb={{ base: '14', md: '20' }}>
      <Container maxW="6xl">
        <CtaBanner
          title="Ready to Contribute?"
          text="Developers, designers, writers and testers are all welcome. Join the team and help ship the next milestone."
          p={{ base: '6', md: '10' }}
          actions={
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', md: 'auto' }}>
              <Button colorPalette="brand" size="lg" focusRing="outside">
                Join this Project
              </Button>
              <Button variant="outline" colorPalette="brand" size="lg" bg="bg" focusRing="outside">
                Contact Project Lead
              </Button>
            </Stack>
          }
        />
      </Container>
    </Box>
  )
}
