import {
  LIMITS,
  Link,
  SkeletonGrid,
  StyledRoot,
  type CommunityEvent,
  type SystemStyleObject,
} from '@osck/shared'
import { countHeading, showingLine, type EventTab } from './event-logic'
import { EventGrid } from './EventGrid'
import { EventsEmpty } from './EventsEmpty'

export interface EventsPanelProps {
  tab: EventTab
  loading: boolean
  /** Every event of each tab and the ones the filters keep, newest first. */
  all: Record<EventTab, readonly CommunityEvent[]>
  shown: Record<EventTab, readonly CommunityEvent[]>
  onClear: () => void
}

// The count heading, the "Showing" line and the past tab's link as plain elements styled from
// the panel: it re-renders with each keystroke and filter, and a part shown for the first time
// (the link) inserts no style rule, which would restyle the whole page in the click's task.
const PANEL_CSS: SystemStyleObject = {
  '& > [data-part=head]': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: '3',
    mb: '6',
  },
  '& > * > h2': { textStyle: 'xl', fontFamily: 'heading', fontWeight: 'semibold' },
  '& > * > p': { fontSize: 'sm', color: 'fg.muted' },
  '& > [data-part=all-past]': { mt: '8' },
  '& > [data-part=all-past] > a': { color: 'brand.fg', fontWeight: 'semibold' },
}

/** One tab's count heading and list (skeletons while loading), and the past tab's archive link. */
export function EventsPanel({ tab, loading, all, shown, onClear }: EventsPanelProps) {
  if (loading) return <SkeletonGrid count={LIMITS.listSkeletons} label="Loading events…" />
  const showing = showingLine(shown[tab].length, all[tab].length)
  return (
    <StyledRoot as="div" css={PANEL_CSS}>
      <div data-part="head">
        <h2>{countHeading(shown[tab].length, tab)}</h2>
        {showing && <p>{showing}</p>}
      </div>
      {shown[tab].length > 0 ? (
        <EventGrid events={shown[tab]} of={all[tab].length} list={tab} />
      ) : (
        <EventsEmpty tab={tab} onClear={onClear} />
      )}
      {tab === 'past' && all.past.length > 0 && (
        <p data-part="all-past">
          <Link to="/events/past">All past events, on a page of their own</Link>
        </p>
      )}
    </StyledRoot>
  )
}
