import {
  Box,
  Button,
  ContentImage,
  ExternalLinkIcon,
  Heading,
  HStack,
  SmartLink,
  Stack,
  Text,
  type CommunityEvent,
  type EventRecap as Recap,
} from '@osck/shared'
import { DETAIL_IMAGE_SIZES } from '@osck/shared/image-sizes'
import { useId } from 'react'
import { RecapGallery } from './RecapGallery'
import { recordingLabel } from './recording-label'

/**
 * The recording as a picture that links out: the event's own photo (with the hero's sizes, so the
 * browser reuses the copy it has) under a play sign. No player is downloaded.
 */
function Recording({ url, event }: { url: string; event: CommunityEvent }) {
  return (
    <SmartLink
      href={url}
      position="relative"
      display="block"
      borderRadius="lg"
      overflow="hidden"
      aspectRatio="16 / 9"
      maxW="md"
      focusRing="outside"
    >
      <ContentImage
        src={event.image}
        alt=""
        width={1200}
        height={630}
        sizes={DETAIL_IMAGE_SIZES.event}
        style={{ width: '100%', height: '100%', objectFit: 'cover' }}
      />
      <Box
        position="absolute"
        inset="0"
        bg="blackAlpha.500"
        display="flex"
        alignItems="center"
        justifyContent="center"
        gap="3"
        color="white"
      >
        <svg aria-hidden="true" width="48" height="48" viewBox="0 0 48 48">
          <circle cx="24" cy="24" r="23" fill="rgba(0,0,0,0.6)" stroke="white" strokeWidth="2" />
          <path d="M19 15v18l15-9z" fill="white" />
        </svg>
        <Text fontWeight="semibold" textShadow="0 1px 2px black">
          {recordingLabel(url)}
        </Text>
      </Box>
    </SmartLink>
  )
}

const hasLinks = (recap: Recap) => Boolean(recap.slides || recap.writeup)

/** A past event's recap, above its text: the recording, slides and write-up links and the photos. */
export function EventRecap({ event, recap }: { event: CommunityEvent; recap: Recap }) {
  const headingId = useId()
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" mb={{ base: '6', md: '8' }}>
      <Heading as="h2" id={headingId} size="lg">
        Recap
      </Heading>
      {recap.recording && <Recording url={recap.recording} event={event} />}
      {hasLinks(recap) && (
        <HStack gap="2" wrap="wrap">
          {recap.slides && (
            <Button asChild variant="outline" size="sm" focusRing="outside">
              <SmartLink href={recap.slides}>
                Slides <ExternalLinkIcon />
              </SmartLink>
            </Button>
          )}
          {recap.writeup && (
            <Button asChild variant="outline" size="sm" focusRing="outside">
              <SmartLink href={recap.writeup}>
                Read the write-up {recap.writeup.startsWith('/') ? null : <ExternalLinkIcon />}
              </SmartLink>
            </Button>
          )}
        </HStack>
      )}
      {recap.photos.length > 0 && <RecapGallery photos={recap.photos} />}
    </Stack>
  )
}
