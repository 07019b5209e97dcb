import { Button, Container, Heading, notFoundMeta, SmartLink, Text, useDocumentMeta } from '@osck/shared'

export function NotFoundPage() {
  useDocumentMeta(notFoundMeta())
  return (
    <Container maxW="2xl" py={{ base: '20', md: '32' }} textAlign="center">
      <Text fontSize={{ base: '6xl', md: '8xl' }} fontWeight="extrabold" color="brand.fg" lineHeight="1">
        404
      </Text>
      <Heading as="h1" size="2xl" mt="4">
        Page Not Found
      </Heading>
      <Text color="fg.muted" mt="3" mb="8">
        The page you&apos;re looking for doesn&apos;t exist or has been moved.
      </Text>
      <Button asChild colorPalette="brand" size="lg">
        <SmartLink href="/home">Return to Home</SmartLink>
      </Button>
    </Container>
  )
}
