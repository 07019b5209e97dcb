import {
  Button,
  ContentImage,
  ExternalLinkIcon,
  Heading,
  HStack,
  isUpcoming,
  MapPinIcon,
  SmartLink,
  Stack,
  Text,
  type CommunityEvent,
} from '@osck/shared'
import { MAP_LINK_LABELS, mapLinks, type MapLinks } from '@osck/shared/event-facts'
import { useId } from 'react'

export const JOIN_ONLINE = 'Join online'
const MAP_SIZES = '(min-width: 40rem) 36rem, 100vw'

/**
 * Where to join us: the address, the organisers' map image, plain links that open it in a map app, OpenStreetMap or Google
 * Maps (no map is drawn), and the online join link while the event is upcoming. Nothing when the
 * event has none of them.
 */
export function EventWhere({ event }: { event: CommunityEvent }) {
  const headingId = useId()
  const links = mapLinks(event)
  const online = event.online && isUpcoming(event.date) ? event.online : undefined
  if (!links && !online && !event.address && !event.map) return null
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" mb={{ base: '6', md: '8' }}>
      <Heading as="h2" id={headingId} size="lg">
        Where to join us
      </Heading>
      {event.address && (
        <Text display="flex" gap="2" alignItems="start">
          <Text as="span" color="brand.fg" flexShrink={0} display="inline-flex" mt="1">
            <MapPinIcon />
          </Text>
          {event.address}
        </Text>
      )}
      {event.map && (
        <ContentImage
          src={event.map}
          alt={`Map: the way to ${event.address || event.location || event.title}`}
          sizes={MAP_SIZES}
          style={{ width: '100%', maxWidth: '36rem', height: 'auto', borderRadius: '0.5rem' }}
        />
      )}
      {links && (
        <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" aria-label="Open the place in a map">
          {(Object.keys(MAP_LINK_LABELS) as (keyof MapLinks)[]).map((key) => (
            <li key={key}>
              <Button asChild variant="outline" size="sm" focusRing="outside">
                <SmartLink href={links[key]}>
                  {MAP_LINK_LABELS[key]}
                  {key !== 'geo' && <ExternalLinkIcon />}
                </SmartLink>
              </Button>
            </li>
          ))}
        </HStack>
      )}
      {online && (
        <Button asChild alignSelf="start" colorPalette="brand" variant="subtle" size="sm" focusRing="outside">
          <SmartLink href={online}>
            {JOIN_ONLINE} <ExternalLinkIcon />
          </SmartLink>
        </Button>
      )}
    </Stack>
  )
}
