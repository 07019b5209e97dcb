import {
  LIMITS,
  Link,
  SkeletonGrid,
  StyledRoot,
  type CommunityEvent,
  type SystemStyleObject,
} from '@osck/shared'
import { Tabs } from '@osck/shared/tabs'
import { createContext, memo, useContext, useState } from 'react'
import { countHeading, showingLine, type EventTab } from './event-logic'
import { EventGrid } from './EventGrid'
import { EventsEmpty } from './EventsEmpty'

export interface EventsTabsProps {
  loading: boolean
  /** Every event of each tab and the ones the filters keep, newest first. */
  all: Record<EventTab, readonly CommunityEvent[]>
  shown: Record<EventTab, readonly CommunityEvent[]>
  onClear: () => void
}

const TABS: { value: EventTab; label: string }[] = [
  { value: 'upcoming', label: 'Upcoming Events' },
  { value: 'past', label: 'Past Events' },
]

// The lists reach their panels through context: the tabs themselves (a state machine that
// re-renders at some cost) then skip the render of each keystroke and filter.
const TabsData = createContext<EventsTabsProps | null>(null)

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

function Panel({ tab }: { tab: EventTab }) {
  const { loading, all, shown, onClear } = useContext(TabsData)!
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

// One panel, for the chosen tab, whose cards show the other tab's events after a switch
// (CardGrid): a panel per tab would mount and unmount through Chakra's presence, whose exit check
// forces a style and layout of both lists in the click's task and removes the old list tens of
// milliseconds after the new one shows.
const TabsFrame = memo(function TabsFrame() {
  const [tab, setTab] = useState<EventTab>('upcoming')
  return (
    <Tabs.Root
      value={tab}
      onValueChange={({ value }) => setTab(value as EventTab)}
      variant="line"
      colorPalette="brand"
    >
      <Tabs.List mb="8" aria-label="Events by date">
        {TABS.map(({ value, label }) => (
          <Tabs.Trigger key={value} value={value} fontSize={{ base: 'sm', md: 'md' }}>
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={tab} focusRing="outside">
        <Panel tab={tab} />
      </Tabs.Content>
    </Tabs.Root>
  )
})

/** 'Upcoming Events' and 'Past Events', each with its count heading and list. */
export function EventsTabs(props: EventsTabsProps) {
  return (
    <TabsData.Provider value={props}>
      <TabsFrame />
    </TabsData.Provider>
  )
}
