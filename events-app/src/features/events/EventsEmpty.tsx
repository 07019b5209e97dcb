import { NoMatches } from '@osck/shared/sections/list-results'
import type { EventTab } from './event-logic'

const MESSAGES: Record<EventTab, string> = {
  upcoming: 'There are no upcoming events matching your criteria.',
  past: 'No past events match your current filters.',
}

export function EventsEmpty({ tab, onClear }: { tab: EventTab; onClear: () => void }) {
  return (
    <NoMatches
      title="No events found"
      message={MESSAGES[tab]}
      action="Clear Filters"
      onAction={onClear}
      variant="outline"
    />
  )
}
