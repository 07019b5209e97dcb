import { ArrowLeftIcon, Button, CalendarIcon, Container, Heading, SmartLink, Stack, Text } from '@osck/shared'

export function EventNotFound() {
  return (
    <Container maxW="2xl" py={{ base: '16', md: '24' }}>
      <Stack align="center" textAlign="center" gap="4">
        <CalendarIcon boxSize="12" color="brand.fg" />
        <Heading as="h1" size="3xl">
          Event Not Found
        </Heading>
        <Text color="fg.muted">The event you're looking for doesn't exist or has been removed.</Text>
        <Button asChild colorPalette="brand" mt="2" focusRing="outside">
          <SmartLink href="/events">
            <ArrowLeftIcon /> Back to Events
          </SmartLink>
        </Button>
      </Stack>
    </Container>
  )
}
