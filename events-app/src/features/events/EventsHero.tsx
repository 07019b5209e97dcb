import {
  ChipGroup,
  FilterIcon,
  PageHero,
  plainButtonCss,
  StyledRoot,
  type SystemStyleObject,
} from '@osck/shared'
import { SearchField } from '@osck/shared/inputs'
import { FILTER_PANEL_STYLE, type FilterBarProps } from '@osck/shared/sections/list-filters'
import type { EventChoice, EventFilters } from './event-logic'

// Plain elements styled from the panel: the hero re-renders with each filter.
const FILTERS_CSS: SystemStyleObject = {
  ...FILTER_PANEL_STYLE,
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  '& > [data-part=header]': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
    minH: '8',
  },
  '& > * > [data-part=heading]': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    fontWeight: 'semibold',
  },
  '& > * > [data-part=heading] > svg': { color: 'brand.fg' },
  '& > * > [data-part=reset]': { ...plainButtonCss('sm', 'outline'), focusRing: 'outside' },
}

/** Heading, search box and the Filters row (category and location chips, Reset). */
export function EventsHero({ filters, active, options, ...on }: FilterBarProps<EventFilters, EventChoice>) {
  return (
    <PageHero
      title="Events & Activities"
      subtitle="Workshops, meetups and hackathons where our community learns, builds and shares open source together. Find your next one below."
    >
      <SearchField
        label="Search events"
        placeholder="Search events..."
        value={filters.q}
        onChange={on.onQuery}
        maxW="2xl"
        mt="2"
      />
      <StyledRoot as="section" aria-label="Filters" css={FILTERS_CSS}>
        <div data-part="header">
          <span data-part="heading">
            <FilterIcon /> Filters
          </span>
          {active && (
            <button type="button" data-part="reset" onClick={on.onReset}>
              Reset
            </button>
          )}
        </div>
        <ChipGroup
          label="Category"
          options={options.category}
          selected={filters.category}
          onSelect={on.onChoose.category}
          oneRowOnNarrow
        />
        <ChipGroup
          label="Location"
          options={options.location}
          selected={filters.location}
          onSelect={on.onChoose.location}
          oneRowOnNarrow
        />
      </StyledRoot>
    </PageHero>
  )
}
