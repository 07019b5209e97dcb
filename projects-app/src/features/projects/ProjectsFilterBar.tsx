import { Box, Button, Container, Flex, HStack } from '@osck/shared'
import { CategoryButtons } from './CategoryButtons'
import { SearchField, type FilterBarProps } from '@osck/shared/forms'
import { FiltersDropdown } from './FiltersDropdown'
import type { ProjectFilters } from './project-logic'

export interface ProjectsFilterBarProps extends FilterBarProps<ProjectFilters> {
  categories: readonly string[]
  tags: readonly string[]
  onCategory: (category: string) => void
  onTag: (tag: string) => void
}

/** Sticky under the 64 px navbar: search, Filters dropdown, Reset, then the category buttons. */
export function ProjectsFilterBar({ filters, active, categories, tags, ...on }: ProjectsFilterBarProps) {
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
            <FiltersDropdown tags={tags} selectedTag={filters.tag} onTag={on.onTag} onResetAll={on.onReset} />
            {active && (
              <Button size="lg" variant="ghost" colorPalette="brand" onClick={on.onReset} focusRing="outside">
                Reset
              </Button>
            )}
          </HStack>
        </Flex>
        <CategoryButtons
          categories={categories}
          selected={filters.category || 'All'}
          onSelect={on.onCategory}
        />
      </Container>
    </Box>
  )
}
