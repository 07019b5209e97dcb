import { Button, Container, renderWhenNear, toast } from '@osck/shared'
import { CtaBanner } from '@osck/shared/sections/cta-banner'
import { memo } from 'react'

/** Closing call to action; Get Notified is local only (a toast, nothing sent). */
export const NotifyBanner = memo(function NotifyBanner() {
  return (
    <Container maxW="7xl" pb={{ base: '12', md: '20' }} {...renderWhenNear(320)}>
      <CtaBanner
        tone="solid"
        title="Ready to join our next event?"
        text="Be the first to hear about new workshops, meetups and hackathons in Kampala."
        headingSize={{ base: '2xl', md: '3xl' }}
        actions={
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
        }
      />
    </Container>
  )
})
