import { memo } from 'react'
import {
  ContentImage,
  Badge,
  Box,
  Card,
  Heading,
  HStack,
  Image,
  LIMITS,
  SmartLink,
  Text,
  TIMINGS,
  useReducedMotion,
  Wrap,
  type Project,
} from '@osck/shared'
import { CollaboratorAvatars } from './CollaboratorAvatars'
import { overflow, projectPath } from './projectLogic'
import { StatusBadge } from './StatusBadge'

/** Entrance delay of the card at `index`: 400 ms plus 100 ms per card. */
export const cardDelayMs = (index: number) =>
  TIMINGS.projectCardBaseDelayMs + TIMINGS.projectCardStepDelayMs * index

export const ProjectCard = memo(
  function ProjectCard({ project, index }: { project: Project; index: number }) {
    const reduced = useReducedMotion()
    const tags = overflow(project.tags, LIMITS.projectCardTags)
    return (
      <Card.Root
        as="article"
        variant="outline"
        overflow="hidden"
        // Content may hold words longer than the card (a pasted URL): they break instead of widening
        // it. Set on every part, since the reset gives each element `break-word`, which does not.
        css={{ '&, & *': { overflowWrap: 'anywhere' } }}
        borderRadius="xl"
        height="full"
        position="relative"
        bg="bg.panel"
        transition="box-shadow 0.2s ease, transform 0.2s ease, border-color 0.2s ease"
        // The lift only with motion allowed, inside `_hover` (see BlogCard: no second media query beside it).
        _hover={{ shadow: 'lg', borderColor: 'brand.muted', _motionSafe: { transform: 'translateY(-2px)' } }}
        _focusWithin={{ shadow: 'lg', borderColor: 'brand.muted' }}
        animationName={reduced ? undefined : 'reveal-from-bottom'}
        animationDuration="0.5s"
        animationTimingFunction="ease-out"
        // Hidden until its turn; afterwards no clip is left behind to cut off the hover shadow.
        animationFillMode="backwards"
        style={reduced ? undefined : { animationDelay: `${cardDelayMs(index)}ms` }}
        data-testid="project-card"
      >
        <Box position="relative" bg="bg.muted">
          <Image asChild w="full" h="auto" aspectRatio="16 / 9" objectFit="cover">
            <ContentImage
              src={project.image}
              alt={project.title}
              width={640}
              height={360}
              sizes="(min-width: 64rem) 24rem, (min-width: 48rem) 50vw, 100vw"
              priority={index === 0}
            />
          </Image>
          <StatusBadge status={project.status} position="absolute" top="3" left="3" shadow="sm" />
        </Box>
        <Card.Body gap="3" p="5">
          <Text
            fontSize="xs"
            fontWeight="bold"
            letterSpacing="wider"
            textTransform="uppercase"
            color="brand.fg"
          >
            {project.category}
          </Text>
          <Heading as="h3" size="lg" lineHeight="short">
            <SmartLink
              href={projectPath(project.slug)}
              color="fg"
              _hover={{ color: 'brand.fg' }}
              focusRing="outside"
              borderRadius="sm"
              // The whole card is the link's hit area.
              _after={{ content: '""', position: 'absolute', inset: '0' }}
            >
              {project.title}
            </SmartLink>
          </Heading>
          {project.description && (
            <Text color="fg.muted" lineClamp={3} data-testid="project-description">
              {project.description}
            </Text>
          )}
          {project.tags.length > 0 && (
            <Wrap as="ul" aria-label="Tags" gap="1.5" listStyleType="none">
              {tags.shown.map((tag) => (
                <Box as="li" key={tag}>
                  <Badge variant="outline" colorPalette="gray" size="sm">
                    {tag}
                  </Badge>
                </Box>
              ))}
              {tags.more > 0 && (
                <Box as="li">
                  <Badge variant="subtle" colorPalette="brand" size="sm">
                    +{tags.more} more
                  </Badge>
                </Box>
              )}
            </Wrap>
          )}
          {project.collaborators.length > 0 && (
            <HStack mt="auto" pt="2" justify="space-between">
              <CollaboratorAvatars names={project.collaborators} />
            </HStack>
          )}
        </Card.Body>
      </Card.Root>
    )
  },
  // `index` only sets the entrance delay and the first images' eagerness, both read at mount:
  // a card that moves up or down the filtered list keeps its render (one search keystroke
  // would otherwise re-render every card).
  (before, after) => before.project === after.project,
)
