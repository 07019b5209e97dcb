import {
  Badge,
  Box,
  Button,
  ContentImage,
  Grid,
  Image,
  SmartLink,
  Stack,
  Text,
  type CommunityEvent,
} from '@osck/shared'
import { LIST_IMAGE_SIZES } from '@osck/shared/image-sizes'
import { eventPath } from './EventCard'
import { EventMeta } from './EventMeta'
import { EventStatusBadge } from './EventStatusBadge'

/** One featured event, wide: image beside the details on larger screens. */
export function FeaturedSlide({ event, eager }: { event: CommunityEvent; eager: boolean }) {
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 1.1fr) minmax(0, 1fr)' }}
      borderWidth="1px"
      borderRadius="2xl"
      overflow="hidden"
      bg="bg.panel"
      height="full"
    >
      <Box position="relative" minH={{ md: '100%' }}>
        <Image
          asChild
          w="full"
          h={{ base: 'auto', md: 'full' }}
          aspectRatio={{ base: '16 / 9', md: 'auto' }}
          objectFit="cover"
          bg="bg.muted"
        >
          <ContentImage
            src={event.image}
            alt={event.title}
            width={800}
            height={450}
            sizes={LIST_IMAGE_SIZES.featuredEvent}
            priority={eager}
          />
        </Image>
        <EventStatusBadge date={event.date} position="absolute" top="4" left="4" size="md" shadow="sm" />
      </Box>
      <Stack gap="4" p={{ base: '5', md: '8' }} justify="center">
        {event.category && (
          <Badge variant="subtle" colorPalette="brand" alignSelf="start">
            {event.category}
          </Badge>
        )}
        <Text as="h3" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" lineHeight="short" lineClamp={2}>
          {event.title}
        </Text>
        {event.description && (
          <Text color="fg.muted" lineClamp={3}>
            {event.description}
          </Text>
        )}
        <EventMeta event={event} />
        <Button asChild colorPalette="brand" alignSelf="start" focusRing="outside">
          <SmartLink href={eventPath(event.slug)} aria-label={`View details: ${event.title}`}>
            View Details
          </SmartLink>
        </Button>
      </Stack>
    </Grid>
  )
}
