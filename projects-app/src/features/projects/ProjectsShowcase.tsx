import { Box, Button, Container, Heading, Image, SimpleGrid, siteConfig, SmartLink, Stack, Text, toast, type Project } from '@osck/shared'
import { categoryTileCounts } from './projects-list'

const IMPACT = [
  { src: '/images/impact-1.svg', alt: 'Volunteers teaching coding in a school' },
  { src: '/images/impact-2.svg', alt: 'A community health data tool in use' },
  { src: '/images/impact-3.svg', alt: 'Market vendors using a mobile money app' },
  { src: '/images/impact-4.svg', alt: 'Mappers adding Kampala to open maps' },
]

export function ProjectCategories({ projects }: { projects: Project[] }) {
  return (
    <Box as="section" aria-labelledby="categories-heading" py="16" bg="bg.subtle">
      <Container maxW="7xl">
        <Heading as="h2" id="categories-heading" size="2xl" mb="8">Project Categories</Heading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {categoryTileCounts(projects).map((tile) => (
            <Box as="li" key={tile.name} p="6" borderWidth="1px" borderRadius="xl" bg="bg.panel" display="flex" justifyContent="space-between" alignItems="center">
              <Stack gap="1">
                <Heading as="h3" size="md">{tile.name}</Heading>
                <Text color="fg.muted" fontSize="sm">{tile.count} {tile.count === 1 ? 'project' : 'projects'}</Text>
              </Stack>
              <SmartLink href={siteConfig.placeholders.categoryView} aria-label={`View ${tile.name} projects`} color="brand.fg" fontWeight="semibold">View</SmartLink>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  )
}

export function CommunityImpact() {
  return (
    <Box as="section" aria-labelledby="impact-heading" py="16">
      <Container maxW="7xl">
        <Heading as="h2" id="impact-heading" size="2xl" mb="3">Community Impact Projects</Heading>
        <Text color="fg.muted" mb="8" maxW="2xl">Open source work by our members that is already changing lives in Kampala and beyond.</Text>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" mb="8">
          {IMPACT.map((image) => <Image key={image.src} src={image.src} alt={image.alt} width="400" height="300" loading="lazy" borderRadius="xl" w="full" h="auto" />)}
        </SimpleGrid>
        <Button variant="outline" colorPalette="brand" onClick={() => toast({ title: 'Projects Gallery', description: 'This feature will be available soon!' })}>
          View Project Gallery
        </Button>
      </Container>
    </Box>
  )
}

export function IdeaCallToAction({ onSuggest }: { onSuggest: () => void }) {
  return (
    <Box as="section" aria-labelledby="idea-heading" py="16" bg="brand.solid" color="brand.contrast">
      <Container maxW="3xl" textAlign="center">
        <Heading as="h2" id="idea-heading" size="2xl" mb="3">Have a Project Idea?</Heading>
        <Text mb="6" opacity="0.9">Tell us what you want to build. We will help you find collaborators and mentors.</Text>
        <Button size="lg" bg="bg" color="fg" _hover={{ bg: 'bg.muted' }} onClick={onSuggest}>Submit Your Idea</Button>
      </Container>
    </Box>
  )
}
