import { StyledRoot, type SystemStyleObject } from '@osck/shared'
import { PLAIN_TABS_CSS } from '@osck/shared/tabs-css'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import type { EventTab } from './event-logic'
import { EventsPanel, type EventsPanelProps } from './EventsPanel'

export type EventsTabsProps = Omit<EventsPanelProps, 'tab'>

const TABS: readonly { value: EventTab; label: string }[] = [
  { value: 'upcoming', label: 'Upcoming Events' },
  { value: 'past', label: 'Past Events' },
]

// What the page sets on Chakra's tabs: the brand palette, room under the list, a larger label from
// md up, and the panel's focus ring outside it (inside, the cards would cover it).
const TABS_CSS: SystemStyleObject = {
  colorPalette: 'brand',
  '& > [role=tablist]': { mb: '8' },
  '& > [role=tablist] > [role=tab]': { fontSize: { base: 'sm', md: 'md' } },
  '& > [role=tabpanel]': { focusVisibleRing: 'outside' },
}

/** The tab a key moves focus to from the tab at `index`: the arrows wrap, Home and End go to the ends. */
function tabForKey(key: string, index: number): number | undefined {
  const last = TABS.length - 1
  if (key === 'ArrowRight') return index === last ? 0 : index + 1
  if (key === 'ArrowLeft') return index === 0 ? last : index - 1
  if (key === 'Home') return 0
  if (key === 'End') return last
  return undefined
}

/**
 * 'Upcoming Events' and 'Past Events' as WAI-ARIA tabs with automatic activation: a tab is chosen
 * as it gets focus (arrows, Home, End) or a click, and only the chosen one is in the tab order.
 * Plain elements styled from one root: a switch changes attributes and inserts no style rule.
 */
export function EventsTabs(props: EventsTabsProps) {
  const [tab, setTab] = useState<EventTab>('upcoming')
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const id = useId()
  const tabId = (value: EventTab) => `${id}-tab-${value}`
  const panelId = `${id}-panel`

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabForKey(event.key, index)
    if (next === undefined) return
    event.preventDefault()
    buttons.current[next]?.focus()
  }

  return (
    <StyledRoot as="div" base={PLAIN_TABS_CSS} css={TABS_CSS}>
      <div role="tablist" aria-label="Events by date" aria-orientation="horizontal">
        {TABS.map(({ value, label }, index) => (
          <button
            key={value}
            ref={(button) => {
              buttons.current[index] = button
            }}
            type="button"
            role="tab"
            id={tabId(value)}
            aria-selected={value === tab}
            aria-controls={panelId}
            tabIndex={value === tab ? 0 : -1}
            onFocus={() => setTab(value)}
            onClick={() => setTab(value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {label}
          </button>
        ))}
      </div>
      {/* One panel, the chosen tab's: its cards show the other tab's events after a switch
          (CardGrid keeps them by position) instead of a second list being created. */}
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(tab)} tabIndex={0}>
        <EventsPanel tab={tab} {...props} />
      </div>
    </StyledRoot>
  )
}
