import {
  Box,
  Button,
  Container,
  EmptyState,
  LIMITS,
  SkeletonGrid,
  SmartLink,
  type CommunityEvent,
} from '@osck/shared'
import { EventGrid } from './EventGrid'

/** Every past event, newest first, as cards; a way back to the events page below them. */
export function PastEventsArchive({
  events,
  loading,
}: {
  events: readonly CommunityEvent[]
  loading: boolean
}) {
  return (
    <Container maxW="7xl" py={{ base: '10', md: '14' }}>
      {loading ? (
        <SkeletonGrid count={LIMITS.listSkeletons} label="Loading past events…" />
      ) : events.length > 0 ? (
        <EventGrid events={events} label="Past events" />
      ) : (
        <EmptyState
          title="No past events yet"
          message="Our first events are still ahead: see what is coming up."
        />
      )}
      <Box mt="10">
        <Button asChild variant="outline" colorPalette="brand">
          <SmartLink href="/events">Back to Events</SmartLink>
        </Button>
      </Box>
    </Container>
  )
}
