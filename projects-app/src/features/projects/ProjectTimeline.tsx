import { Box, Center, Heading, Stack, Text } from '@osck/shared'
import { CheckIcon } from './icons'

/** The static timeline every project page shows (docs/product.md). */
export const TIMELINE = [
  { step: 'Research & Planning', when: 'Completed', state: 'done' },
  { step: 'Design & Prototyping', when: 'In Progress', state: 'current' },
  { step: 'Development', when: 'Starting Next Month', state: 'next' },
  { step: 'Testing & Launch', when: 'Q3 2025', state: 'next' },
] as const

export function ProjectTimeline() {
  return (
    <Box as="section" aria-labelledby="project-timeline-heading">
      <Heading id="project-timeline-heading" as="h2" size="xl" mb="6">
        Project Timeline
      </Heading>
      <Box as="ol" aria-labelledby="project-timeline-heading" listStyleType="none" position="relative">
        {TIMELINE.map(({ step, when, state }, index) => (
          <Box
            as="li"
            key={step}
            display="flex"
            gap="4"
            pb={index < TIMELINE.length - 1 ? '6' : '0'}
            position="relative"
          >
            {index < TIMELINE.length - 1 && (
              <Box position="absolute" top="9" bottom="1" left="4" w="2px" bg="border" aria-hidden="true" />
            )}
            <Center
              boxSize="8"
              flexShrink="0"
              rounded="full"
              fontSize="sm"
              fontWeight="bold"
              aria-hidden="true"
              bg={state === 'done' ? 'brand.solid' : state === 'current' ? 'brand.subtle' : 'bg.muted'}
              color={state === 'done' ? 'brand.contrast' : state === 'current' ? 'brand.fg' : 'fg.muted'}
              borderWidth={state === 'current' ? '2px' : '0'}
              borderColor="brand.solid"
            >
              {state === 'done' ? <CheckIcon /> : index + 1}
            </Center>
            <Stack gap="0.5" pt="1">
              <Text fontWeight="semibold">{step}</Text>
              <Text fontSize="sm" color={state === 'current' ? 'brand.fg' : 'fg.muted'}>
                {when}
              </Text>
            </Stack>
          </Box>
        ))}
      </Box>
    </Box>
  )
}
