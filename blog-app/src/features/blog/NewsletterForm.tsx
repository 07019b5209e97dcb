import { Box, Button, Container, Heading, renderWhenNear, Stack, Text, toast } from '@osck/shared'
import { Field, Input } from '@osck/shared/forms'
import { useId, useState, type FormEvent } from 'react'
import { isValidNewsletterEmail } from './blog-logic'

/** Local only: validates, thanks the visitor and clears the field. Nothing is sent. */
export function NewsletterForm() {
  const headingId = useId()
  const [email, setEmail] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!isValidNewsletterEmail(email)) {
      toast({
        title: 'Invalid email',
        description: 'Please enter a valid email address',
        variant: 'destructive',
      })
      return
    }
    toast({ title: 'Subscribed!', description: 'Thanks for subscribing to our newsletter.' })
    setEmail('')
  }
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="brand.subtle"
      borderTopWidth="1px"
      py={{ base: '12', md: '16' }}
      mt={{ base: '12', md: '16' }}
      {...renderWhenNear(320)}
    >
      <Container maxW="2xl" textAlign="center">
        <Heading as="h2" id={headingId} size={{ base: 'xl', md: '2xl' }} mb="3">
          Subscribe to our newsletter
        </Heading>
        <Text color="fg.muted" mb="6">
          New articles, events and projects from the community, straight to your inbox once a month.
        </Text>
        <form onSubmit={submit} aria-labelledby={headingId}>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Field.Root flex="1">
              <Field.Label srOnly>Email address</Field.Label>
              <Input
                type="email"
                required
                name="email"
                autoComplete="email"
                placeholder="you@example.com"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                bg="bg"
                size="lg"
              />
            </Field.Root>
            <Button type="submit" colorPalette="brand" size="lg" focusRing="outside">
              Subscribe
            </Button>
          </Stack>
        </form>
      </Container>
    </Box>
  )
}
