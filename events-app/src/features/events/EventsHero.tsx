import { Button, ChipGroup, FilterIcon, Flex, PageHero, Stack, Text } from '@osck/shared'
import { SearchField, type FilterBarProps } from '@osck/shared/forms'
import type { EventFilters } from './event-logic'

export interface EventsHeroProps extends FilterBarProps<EventFilters> {
  categories: readonly string[]
  locations: readonly string[]
  onCategory: (category: string) => void
  onLocation: (location: string) => void
}

/** Heading, search box and the Filters row (category and location chips, Reset). */
export function EventsHero({ filters, active, categories, locations, ...on }: EventsHeroProps) {
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
      <Stack
        as="section"
        aria-label="Filters"
        gap="4"
        p={{ base: '4', md: '5' }}
        borderWidth="1px"
        borderRadius="xl"
        bg="bg.panel"
        shadow="xs"
      >
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
          options={categories}
          selected={filters.category}
          onSelect={on.onCategory}
          oneRowOnNarrow
        />
        <ChipGroup
          label="Location"
          options={locations}
          selected={filters.location}
          onSelect={on.onLocation}
          oneRowOnNarrow
        />
      </Stack>
    </PageHero>
  )
}
