import { Button, EmptyState } from '@osck/shared'
import type { EventTab } from './event-logic'

const MESSAGES: Record<EventTab, string> = {
  upcoming: 'There are no upcoming events matching your criteria.',
  past: 'No past events match your current filters.',
}

export function EventsEmpty({ tab, onClear }: { tab: EventTab; onClear: () => void }) {
  return (
    <EmptyState
      title="No events found"
      message={MESSAGES[tab]}
      action={
        <Button mt="2" variant="outline" colorPalette="brand" onClick={onClear} focusRing="outside">
          Clear Filters
        </Button>
      }
    />
  )
}
