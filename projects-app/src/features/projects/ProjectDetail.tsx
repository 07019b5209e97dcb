import {
  ArrowLeftIcon,
  Badge,
  Box,
  CalendarIcon,
  Container,
  formatDate,
  Grid,
  Heading,
  HStack,
  LazyMarkdown,
  SmartLink,
  Stack,
  Text,
  Wrap,
  type Project,
} from '@osck/shared'
import { DetailHeroImage } from '@osck/shared/sections/detail-hero-image'
import { ContributeCta } from './ContributeCta'
import { ProjectAside } from './ProjectAside'
import { ProjectTimeline } from './ProjectTimeline'
import { StatusBadge } from './StatusBadge'

export function ProjectDetail({ project }: { project: Project }) {
  const started = project.startDate ?? project.date
  return (
    // Content may hold words longer than the page (a pasted URL): they break instead of widening it.
    <Box css={{ '& *': { overflowWrap: 'anywhere' } }}>
      <Box bg="bg.subtle" borderBottomWidth="1px">
        <Container maxW="6xl" py={{ base: '8', md: '12' }}>
          <SmartLink
            href="/projects"
            display="inline-flex"
            alignItems="center"
            gap="2"
            fontWeight="semibold"
            color="brand.fg"
            _hover={{ textDecoration: 'underline' }}
            focusRing="outside"
            borderRadius="sm"
          >
            <ArrowLeftIcon /> Back to Projects
          </SmartLink>
          <Grid
            templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1.1fr) minmax(0, 1fr)' }}
            gap={{ base: '6', lg: '10' }}
            alignItems="center"
            mt={{ base: '6', md: '8' }}
          >
            <Box
              position="relative"
              borderRadius="2xl"
              overflow="hidden"
              borderWidth="1px"
              bg="bg.muted"
              shadow="md"
            >
              <DetailHeroImage
                src={project.image}
                alt={project.title}
                kind="project"
                height={675}
                aspectRatio="16 / 9"
                borderRadius="none"
                bg="transparent"
              />
              <StatusBadge
                status={project.status}
                position="absolute"
                top="4"
                left="4"
                size="lg"
                shadow="sm"
              />
            </Box>
            <Stack gap="4">
              <Text
                fontSize="sm"
                fontWeight="bold"
                letterSpacing="wider"
                textTransform="uppercase"
                color="brand.fg"
              >
                {project.category}
              </Text>
              <Heading as="h1" size={{ base: '3xl', md: '4xl' }} fontWeight="extrabold" letterSpacing="tight">
                {project.title}
              </Heading>
              {started && (
                <HStack color="fg.muted" gap="2">
                  <CalendarIcon />
                  <Text>Started: {formatDate(started)}</Text>
                </HStack>
              )}
              {project.tags.length > 0 && (
                <Wrap as="ul" aria-label="Tags" gap="2" listStyleType="none">
                  {project.tags.map((tag) => (
                    <Box as="li" key={tag}>
                      <Badge variant="outline" colorPalette="brand" size="md">
                        {tag}
                      </Badge>
                    </Box>
                  ))}
                </Wrap>
              )}
              {project.description && (
                <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
                  {project.description}
                </Text>
              )}
            </Stack>
          </Grid>
        </Container>
      </Box>
      <Container maxW="6xl" py={{ base: '10', md: '14' }}>
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
          gap={{ base: '10', lg: '12' }}
        >
          <Stack gap="12" minW="0">
            {project.content.trim() && <LazyMarkdown>{project.content}</LazyMarkdown>}
            <ProjectTimeline />
          </Stack>
          <ProjectAside project={project} />
        </Grid>
      </Container>
      <ContributeCta />
    </Box>
  )
}
