import { Button, ChipGroup, FilterIcon, Flex, PageHero, Stack, Text } from '@osck/shared'
import { SearchField } from '@osck/shared/forms'
import { FILTER_PANEL_STYLE, type FilterBarProps } from '@osck/shared/sections/list-filters'
import type { EventChoice, EventFilters } from './event-logic'

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
      <Stack as="section" aria-label="Filters" gap="4" {...FILTER_PANEL_STYLE}>
        <Flex align="center" justify="space-between" gap="3" minH="8">
          <Text as="span" display="inline-flex" alignItems="center" gap="2" fontWeight="semibold">
            <FilterIcon color="brand.fg" /> Filters
          </Text>
          {active && (
            <Button size="sm" variant="outline" colorPalette="brand" onClick={on.onReset} focusRing="outside">
              Reset
            </Button>
          )}
        </Flex>
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
      </Stack>
    </PageHero>
  )
}
