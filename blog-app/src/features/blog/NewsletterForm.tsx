import {
  Box,
  Button,
  Container,
  Heading,
  renderWhenNear,
  Stack,
  StyledRoot,
  Text,
  toast,
  type SystemStyleObject,
  type ToastOptions,
} from '@osck/shared'
import { plainInputCss } from '@osck/shared/inputs'
import { useId, useState, type FormEvent } from 'react'
import { isValidNewsletterEmail, SUBSCRIBED } from './blog-logic'

/** Chakra's `Field.Root` (a column) with a hidden label and its large outline input. */
const EMAIL_FIELD_CSS: SystemStyleObject = {
  flex: '1',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  width: '100%',
  position: 'relative',
  gap: '1.5',
  '& > label': { srOnly: true },
  '& > input': { ...plainInputCss('lg'), bg: 'bg' },
}

/** The page carries the community's settings (content/settings/community.yml): maybe a provider. */
const pageHasSettings = () => document.getElementById('osck-settings') !== null

/**
 * Validates, then subscribes at the newsletter provider the settings name (newsletter-send.ts,
 * downloaded then) and says what it answered; with none, only thanks the visitor: nothing is sent.
 * The field is cleared once subscribed.
 */
export function NewsletterForm() {
  const headingId = useId()
  const emailId = useId()
  const [email, setEmail] = useState('')
  const [sending, setSending] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!isValidNewsletterEmail(email)) {
      toast({
        title: 'Invalid email',
        description: 'Please enter a valid email address',
        variant: 'destructive',
      })
      return
    }
    let answer: ToastOptions | undefined
    if (pageHasSettings()) {
      setSending(true)
      answer = await import('./newsletter-send').then((m) => m.subscribeAtProvider(email.trim()))
      setSending(false)
    }
    toast(answer ?? SUBSCRIBED)
    if (answer?.variant !== 'destructive') setEmail('')
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
        <form onSubmit={(event) => void submit(event)} aria-labelledby={headingId}>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <StyledRoot as="div" css={EMAIL_FIELD_CSS}>
              <label htmlFor={emailId}>Email address</label>
              <input
                id={emailId}
                type="email"
                required
                name="email"
                autoComplete="email"
                placeholder="you@example.com"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </StyledRoot>
            <Button type="submit" colorPalette="brand" size="lg" focusRing="outside" loading={sending}>
              Subscribe
            </Button>
          </Stack>
        </form>
      </Container>
    </Box>
  )
}
