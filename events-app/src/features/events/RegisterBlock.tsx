import { Button, Heading, SmartLink, Stack, Text, toast, type CommunityEvent } from '@osck/shared'
import { registrationLabel, registrationNote } from '@osck/shared/event-facts'
import { useId, useState } from 'react'

/**
 * "Ready to join us?": with a `registration` link, Register Now is a link to it (new tab), named by
 * where it goes; without one, registration is a local flag: nothing is sent and nothing is kept.
 */
export function RegisterBlock({ event }: { event: CommunityEvent }) {
  const headingId = useId()
  const note = registrationNote(event)
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'start', sm: 'center' }}
      justify="space-between"
      gap="4"
      p={{ base: '6', md: '8' }}
      borderRadius="2xl"
      bg="brand.subtle"
      borderWidth="1px"
      borderColor="brand.muted"
    >
      <Stack gap="1">
        <Heading as="h2" id={headingId} size="xl">
          Ready to join us?
        </Heading>
        <Text color="fg.muted">Save your spot and meet the community in person.</Text>
        {note && (
          <Text fontWeight="semibold" data-testid="registration-note">
            {note}
          </Text>
        )}
      </Stack>
      {event.registration ? (
        <Button asChild colorPalette="brand" size="lg" flexShrink={0} focusRing="outside">
          <SmartLink href={event.registration}>{registrationLabel(event.registration)}</SmartLink>
        </Button>
      ) : (
        <LocalRegisterButton />
      )}
    </Stack>
  )
}

function LocalRegisterButton() {
  const [registered, setRegistered] = useState(false)
  const register = () => {
    setRegistered(true)
    toast({ title: 'Registration successful!' })
  }
  return (
    <Button
      colorPalette="brand"
      size="lg"
      flexShrink={0}
      disabled={registered}
      onClick={register}
      focusRing="outside"
    >
      {registered ? "You're Registered ✓" : 'Register Now'}
    </Button>
  )
}
