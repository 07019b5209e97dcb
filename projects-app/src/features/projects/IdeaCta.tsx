import { Box, Button, Container, Heading, renderWhenNear, Stack, Text } from '@osck/shared'
import { LightbulbIcon } from './icons'

/** Final call to action: 'Have a Project Idea?' opens the suggest dialog. */
export function IdeaCta({ onSuggest, onPrefetch }: { onSuggest: () => void; onPrefetch?: () => void }) {
  return (
    <Box
      as="section"
      aria-labelledby="idea-cta-heading"
      pb={{ base: '14', md: '20' }}
      {...renderWhenNear(360)}
    >
      <Container maxW="5xl">
        <Stack
          align="center"
          textAlign="center"
          gap="4"
          px={{ base: '6', md: '12' }}
          py={{ base: '10', md: '14' }}
          borderRadius="2xl"
          bg="brand.solid"
          color="brand.contrast"
        >
          <Box fontSize="3xl" aria-hidden="true">
            <LightbulbIcon />
          </Box>
          <Heading id="idea-cta-heading" as="h2" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
            Have a Project Idea?
          </Heading>
          <Text maxW="xl" fontSize={{ base: 'md', md: 'lg' }}>
            Tell us about a problem worth solving. We will help you find collaborators and get it started.
          </Text>
          <Button
            size="lg"
            variant="solid"
            bg="bg"
            color="brand.fg"
            _hover={{ bg: 'bg.subtle' }}
            onClick={onSuggest}
            onPointerEnter={onPrefetch}
            onFocus={onPrefetch}
            focusRing="outside"
            focusRingColor="brand.contrast"
            mt="2"
          >
            Submit Your Idea
          </Button>
        </Stack>
      </Container>
    </Box>
  )
}
