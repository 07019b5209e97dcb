import { Box, Button, Container, Heading, siteConfig, SmartLink, Stack, Text } from '@osck/shared'
import { useId } from 'react'
import { HeroCarousels } from './HeroCarousels'
import { MarqueeStyles } from './MarqueeStyles'

export function HeroSection() {
  const headingId = useId()
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      position="relative"
      overflow="hidden"
      bgGradient="to-b"
      gradientFrom="brand.subtle"
      gradientTo="bg"
      pt={{ base: '12', md: '20' }}
      pb={{ base: '12', md: '16' }}
    >
      <MarqueeStyles />
      <Container maxW="4xl" textAlign="center">
        <Text
          display="inline-block"
          fontSize="sm"
          fontWeight="semibold"
          color="brand.fg"
          bg="bg"
          borderWidth="1px"
          borderColor="brand.muted"
          rounded="full"
          px="4"
          py="1"
          mb="6"
        >
          Open source · Kampala, Uganda
        </Text>
        <Heading
          as="h1"
          id={headingId}
          fontSize={{ base: '4xl', md: '6xl' }}
          lineHeight="1.1"
          fontWeight="extrabold"
          letterSpacing="tight"
        >
          {siteConfig.name}
        </Heading>
        <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" mt="5" maxW="2xl" mx="auto">
          {siteConfig.heroTagline}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} justify="center" gap="3" mt="8">
          <Button asChild colorPalette="brand" size="lg" focusRing="outside">
            <SmartLink href="/events">Join Our Community</SmartLink>
          </Button>
          <Button
            asChild
            variant="outline"
            colorPalette="brand"
            size="lg"
            bg="bg"
            _hover={{ bg: 'brand.subtle' }}
            focusRing="outside"
          >
            {/* nofollow: /about is deliberately no route (docs/product.md), so crawlers need not follow it. */}
            <SmartLink href={siteConfig.placeholders.learnMore} rel="nofollow">
              Learn More
            </SmartLink>
          </Button>
        </Stack>
      </Container>
      <Box mt={{ base: '10', md: '14' }}>
        <HeroCarousels />
      </Box>
    </Box>
  )
}
