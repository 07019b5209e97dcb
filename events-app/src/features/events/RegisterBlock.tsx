import { Button, SmartLink, Text, toast, type CommunityEvent } from '@osck/shared'
import { CtaBanner } from '@osck/shared/sections/cta-banner'
import { registrationLabel, registrationNote } from '@osck/shared/event-facts'
import { useState } from 'react'

/**
 * "Ready to join us?": with a `registration` link, Register Now is a link to it (new tab), named by
 * where it goes; without one, registration is a local flag: nothing is sent and nothing is kept.
 */
export function RegisterBlock({ event }: { event: CommunityEvent }) {
  const note = registrationNote(event)
  return (
    <CtaBanner
      title="Ready to join us?"
      text="Save your spot and meet the community in person."
      headingSize="xl"
      stackFrom="sm"
      gap="4"
      actions={
        event.registration ? (
          <Button asChild colorPalette="brand" size="lg" flexShrink={0} focusRing="outside">
            <SmartLink href={event.registration}>{registrationLabel(event.registration)}</SmartLink>
          </Button>
        ) : (
          <LocalRegisterButton />
        )
      }
    >
      {note && (
        <Text fontWeight="semibold" data-testid="registration-note">
          {note}
        </Text>
      )}
    </CtaBanner>
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
