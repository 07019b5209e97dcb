import { Button, Heading, Stack, Text, toast } from '@osck/shared'
import { useId, useState } from 'react'

/** Registration is a local flag: nothing is sent and nothing is kept. */
export function RegisterBlock() {
  const headingId = useId()
  const [registered, setRegistered] = useState(false)
  const register = () => {
    setRegistered(true)
    toast({ title: 'Registration successful!' })
  }
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
      </Stack>
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
    </Stack>
  )
}
