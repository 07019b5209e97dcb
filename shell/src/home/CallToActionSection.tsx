import {
  ArrowRightIcon,
  Box,
  Button,
  Container,
  FadeInSection,
  Heading,
  siteConfig,
  Text,
} from '@osck/shared'
import { useId } from 'react'

/** Opens the group chat invite in a new tab; the address itself is never shown. */
export function openChatInvite(): void {
  window.open(siteConfig.chatInviteUrl, '_blank', 'noopener,noreferrer')
}

export function CallToActionSection() {
  const headingId = useId()
  return (
    <Box as="section" aria-labelledby={headingId} py={{ base: '14', md: '20' }}>
      <Container maxW="7xl">
        <FadeInSection>
          <Box
            position="relative"
            overflow="hidden"
            bg="brand.solid"
            color="brand.contrast"
            borderRadius="3xl"
            px={{ base: '6', md: '16' }}
            py={{ base: '12', md: '16' }}
            textAlign="center"
          >
            <Box
              aria-hidden="true"
              position="absolute"
              top={{ base: '-24', md: '-20' }}
              right={{ base: '-24', md: '-20' }}
              boxSize={{ base: '48', md: '64' }}
              rounded="full"
              bg="whiteAlpha.100"
            />
            <Box
              aria-hidden="true"
              position="absolute"
              bottom={{ base: '-28', md: '-24' }}
              left={{ base: '-20', md: '-16' }}
              boxSize={{ base: '44', md: '56' }}
              rounded="full"
              bg="blackAlpha.100"
            />
            <Box position="relative" maxW="2xl" mx="auto">
              <Heading as="h2" id={headingId} size={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
                Join Our Community Today
              </Heading>
              <Text fontSize={{ base: 'md', md: 'lg' }} mt="4" opacity={0.95}>
                Connect with developers, designers and learners across Kampala. Ask questions, find
                collaborators and hear about the next meetup first in our group chat.
              </Text>
              <Button
                size="lg"
                mt="8"
                bg="bg"
                color="brand.fg"
                _hover={{ bg: 'bg.muted' }}
                focusRing="outside"
                focusRingColor="bg"
                onClick={openChatInvite}
              >
                Get Started <ArrowRightIcon />
              </Button>
            </Box>
          </Box>
        </FadeInSection>
      </Container>
    </Box>
  )
}
