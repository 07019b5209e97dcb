import {
  Box,
  ContentImage,
  ExternalLinkIcon,
  Heading,
  SimpleGrid,
  SmartLink,
  Stack,
  Text,
  type Speaker,
} from '@osck/shared'
import { useId } from 'react'

const PHOTO_PX = 64

/** The speaker's initials in the photo's circle when there is no photo. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')

function SpeakerPhoto({ speaker }: { speaker: Speaker }) {
  const circle = { width: `${PHOTO_PX}px`, height: `${PHOTO_PX}px`, borderRadius: 'full', flexShrink: 0 }
  if (!speaker.photo)
    return (
      <Box
        {...circle}
        aria-hidden
        display="flex"
        alignItems="center"
        justifyContent="center"
        bg="brand.subtle"
        color="brand.fg"
        fontWeight="bold"
      >
        {initials(speaker.name)}
      </Box>
    )
  return (
    <Box {...circle} overflow="hidden" bg="bg.muted">
      <ContentImage
        src={speaker.photo}
        alt=""
        width={PHOTO_PX}
        height={PHOTO_PX}
        sizes={`${PHOTO_PX}px`}
        style={{ width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </Box>
  )
}

/** Who speaks: photo (or initials), name (a link to their page when given) and role. */
export function EventSpeakers({ speakers }: { speakers: readonly Speaker[] }) {
  const headingId = useId()
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" mb={{ base: '6', md: '8' }}>
      <Heading as="h2" id={headingId} size="lg">
        Speakers
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} gap="4">
        {speakers.map((speaker, index) => (
          <Box as="li" key={index} display="flex" gap="3" alignItems="center" minW="0">
            <SpeakerPhoto speaker={speaker} />
            <Stack gap="0" minW="0">
              <Text fontWeight="semibold">
                {speaker.link ? (
                  <SmartLink
                    href={speaker.link}
                    display="inline-flex"
                    alignItems="center"
                    gap="1"
                    textDecoration="underline"
                    focusRing="outside"
                  >
                    {speaker.name} <ExternalLinkIcon />
                  </SmartLink>
                ) : (
                  speaker.name
                )}
              </Text>
              {speaker.role && (
                <Text color="fg.muted" fontSize="sm">
                  {speaker.role}
                </Text>
              )}
            </Stack>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  )
}
