import {
  Box,
  Button,
  Container,
  Field,
  FilterIcon,
  Flex,
  Heading,
  Input,
  SearchIcon,
  Stack,
  Text,
} from '@osck/shared'
import type { EventFilters } from './eventLogic'
import { FilterChips } from './FilterChips'

export interface EventsHeroProps {
  filters: EventFilters
  active: boolean
  categories: readonly string[]
  locations: readonly string[]
  onQuery: (q: string) => void
  onCategory: (category: string) => void
  onLocation: (location: string) => void
  onReset: () => void
}

/** Heading, search box and the Filters row (category and location chips, Reset). */
export function EventsHero({ filters, active, categories, locations, ...on }: EventsHeroProps) {
  return (
    <Box
      as="section"
      aria-label="Search and filter events"
      bgGradient="to-b"
      gradientFrom="brand.subtle"
      gradientTo="bg"
      borderBottomWidth="1px"
    >
      <Container maxW="7xl" py={{ base: '10', md: '16' }}>
        <Stack gap="4" maxW="3xl" mx="auto" textAlign="center" align="center">
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} letterSpacing="tight">
            Events &amp; Activities
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
            Workshops, meetups and hackathons where our community learns, builds and shares open source together.
            Find your next one below.
          </Text>
          <Field.Root w="full" maxW="xl" mt="2">
            <Field.Label srOnly>Search events</Field.Label>
            <Box position="relative" w="full">
              <Box
                position="absolute"
                insetStart="4"
                top="50%"
                transform="translateY(-50%)"
                color="fg.muted"
                pointerEvents="none"
                zIndex="1"
                display="flex"
              >
                <SearchIcon />
              </Box>
              <Input
                type="search"
                placeholder="Search events..."
                value={filters.q}
                onChange={(event) => on.onQuery(event.target.value)}
                size="lg"
                ps="11"
                bg="bg.panel"
                rounded="full"
                focusRing="outside"
              />
            </Box>
          </Field.Root>
        </Stack>
        <Stack
          mt="8"
          p={{ base: '4', md: '5' }}
          gap="3"
          borderWidth="1px"
          borderRadius="xl"
          bg="bg.panel"
          shadow="xs"
          maxW="5xl"
          mx="auto"
        >
          <Flex align="center" justify="space-between" gap="3">
            <Text as="span" display="inline-flex" alignItems="center" gap="2" fontWeight="semibold">
              <FilterIcon color="brand.fg" /> Filters
            </Text>
            {active && (
              <Button size="xs" variant="ghost" colorPalette="brand" onClick={on.onReset} focusRing="outside">
                Reset
              </Button>
            )}
          </Flex>
          <FilterChips label="Category" options={categories} selected={filters.category} onSelect={on.onCategory} />
          <FilterChips label="Location" options={locations} selected={filters.location} onSelect={on.onLocation} />
        </Stack>
      </Container>
    </Box>
  )
}
