import { Box, Button, Container, Flex, HStack } from '@osck/shared'
import { CategoryButtons } from './CategoryButtons'
import { SearchField } from '@osck/shared/forms'
import type { FilterBarProps } from '@osck/shared/sections/list-filters'
import { FiltersDropdown } from './FiltersDropdown'
import type { ProjectChoice, ProjectFilters } from './project-logic'

/** Sticky under the 64 px navbar: search, Filters dropdown, Reset, then the category buttons. */
export function ProjectsFilterBar({
  filters,
  active,
  options,
  ...on
}: FilterBarProps<ProjectFilters, ProjectChoice>) {
  return (
    <Box
      as="section"
      aria-label="Project filters"
      position="sticky"
      top="64px"
      zIndex="docked"
      bg="bg"
      borderBottomWidth="1px"
      shadow="xs"
      py="3"
      data-testid="projects-filter-bar"
    >
      <Container maxW="7xl">
        <Flex gap="2" align="center">
          <SearchField
            label="Search projects"
            placeholder="Search projects..."
            value={filters.q}
            onChange={on.onQuery}
            flex="1"
            maxW={{ md: 'xl' }}
          />
          <HStack gap="2" ms="auto">
            <FiltersDropdown
              tags={options.tag}
              selectedTag={filters.tag}
              onTag={on.onChoose.tag}
              onResetAll={on.onReset}
            />
            {active && (
              <Button size="lg" variant="ghost" colorPalette="brand" onClick={on.onReset} focusRing="outside">
                Reset
              </Button>
            )}
          </HStack>
        </Flex>
        <CategoryButtons
          categories={options.category}
          selected={filters.category || 'All'}
          onSelect={on.onChoose.category}
        />
      </Container>
    </Box>
  )
}
