import {
  ContentImage,
  Box,
  Button,
  Container,
  Flex,
  Heading,
  Image,
  renderWhenNear,
  SimpleGrid,
  Stack,
  Text,
  toast,
} from '@osck/shared'

export const IMPACT_IMAGES = [
  { src: '/images/impact-1.generated.jpg', alt: 'Teaching code in schools' },
  { src: '/images/impact-2.generated.jpg', alt: 'Health data tools' },
  { src: '/images/impact-3.generated.jpg', alt: 'Mobile money for markets' },
  { src: '/images/impact-4.generated.jpg', alt: 'Open maps of Kampala' },
] as const

export function showGalleryToast(): void {
  toast({ title: 'Projects Gallery', description: 'This feature will be available soon!' })
}

/** 'Community Impact Projects': a teaser of the gallery, four static images. */
export function CommunityImpact() {
  return (
    <Box
      as="section"
      aria-labelledby="community-impact-heading"
      py={{ base: '14', md: '20' }}
      {...renderWhenNear(720)}
    >
      <Container maxW="7xl">
        <Flex
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          align={{ base: 'start', md: 'end' }}
          gap="5"
          mb="8"
        >
          <Stack gap="3" maxW="2xl">
            <Heading
              id="community-impact-heading"
              as="h2"
              size={{ base: '2xl', md: '3xl' }}
              letterSpacing="tight"
            >
              Community Impact Projects
            </Heading>
            <Text color="fg.muted">
              From classrooms to clinics and markets, our members build software that changes everyday life in
              Kampala and beyond.
            </Text>
          </Stack>
          <Button
            variant="outline"
            colorPalette="brand"
            onClick={showGalleryToast}
            focusRing="outside"
            flexShrink="0"
          >
            View Project Gallery
          </Button>
        </Flex>
        <SimpleGrid as="ul" columns={{ base: 2, md: 4 }} gap={{ base: '3', md: '5' }} listStyleType="none">
          {IMPACT_IMAGES.map(({ src, alt }) => (
            <Box as="li" key={src}>
              <Box as="figure" borderRadius="xl" overflow="hidden" borderWidth="1px" bg="bg.panel">
                <Image
                  asChild
                  w="full"
                  h="auto"
                  aspectRatio="4 / 3"
                  objectFit="cover"
                  transition="transform 0.3s ease"
                  // Motion inside `_hover`: a second media query beside it would cost Chakra an ICU collator.
                  _hover={{ _motionSafe: { transform: 'scale(1.03)' } }}
                >
                  <ContentImage
                    src={src}
                    alt={alt}
                    width={400}
                    height={300}
                    sizes="(min-width: 48rem) 25vw, 50vw"
                  />
                </Image>
                <Text as="figcaption" aria-hidden="true" fontSize="sm" fontWeight="medium" px="3" py="2">
                  {alt}
                </Text>
              </Box>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  )
}
