import { Button, Container, Heading, renderWhenNear, Stack, Text, toast } from '@osck/shared'
import { memo, useId } from 'react'

/** Closing call to action; Get Notified is local only (a toast, nothing sent). */
export const NotifyBanner = memo(function NotifyBanner() {
  const headingId = useId()
  return (
    <Container
      as="section"
      aria-labelledby={headingId}
      maxW="7xl"
      pb={{ base: '12', md: '20' }}
      {...renderWhenNear(320)}
    >
      <Stack
        direction={{ base: 'column', md: 'row' }}
        align={{ base: 'start', md: 'center' }}
        justify="space-between"
        gap="6"
        p={{ base: '8', md: '12' }}
        borderRadius="2xl"
        bg="brand.solid"
        color="brand.contrast"
      >
        <Stack gap="2" maxW="2xl">
          <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }} color="inherit">
            Ready to join our next event?
          </Heading>
          <Text color="inherit">
            Be the first to hear about new workshops, meetups and hackathons in Kampala.
          </Text>
        </Stack>
        <Button
          size="lg"
          bg="bg.panel"
          color="fg"
          _hover={{ bg: 'bg.subtle' }}
          flexShrink={0}
          focusRing="outside"
          focusRingColor="brand.contrast"
          onClick={() => toast({ title: 'Wait', description: "We're working on this" })}
        >
          Get Notified
        </Button>
      </Stack>
    </Container>
  )
})
