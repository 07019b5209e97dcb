import { Box, Button, Container, Flex, HStack } from '@osck/shared'
import { SearchField } from '@osck/shared/forms'
import { FiltersDropdown } from './FiltersDropdown'
import { DESKTOP_CATEGORY_BUTTONS, type ProjectFilters } from './projectLogic'

export interface ProjectsFilterBarProps {
  filters: ProjectFilters
  active: boolean
  categories: readonly string[]
  tags: readonly string[]
  onQuery: (q: string, continued: boolean) => void
  onCategory: (category: string) => void
  onTag: (tag: string) => void
  onReset: () => void
}

/** Sticky under the 64 px navbar: search, Filters dropdown, Reset, then the category buttons. */
export function ProjectsFilterBar({ filters, active, categories, tags, ...on }: ProjectsFilterBarProps) {
  const selectedCategory = filters.category || 'All'
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
        {/* Mobile: every category, in one row that scrolls sideways; md and up: the first ones, wrapped. */}
        <HStack
          as="ul"
          role="list"
          aria-label="Categories"
          gap="2"
          mt="3"
          mx={{ base: '-4', md: '0' }}
          px={{ base: '4', md: '0' }}
          py="1"
          listStyleType="none"
          flexWrap={{ base: 'nowrap', md: 'wrap' }}
          overflowX={{ base: 'auto', md: 'visible' }}
          scrollbarWidth="none"
          css={{ '&::-webkit-scrollbar': { display: 'none' } }}
        >
          {categories.map((category, index) => {
            const pressed = category === selectedCategory
            return (
              <Box
                as="li"
                key={category}
                flexShrink="0"
                display={index >= DESKTOP_CATEGORY_BUTTONS ? { base: 'block', md: 'none' } : undefined}
              >
                <Button
                  size="sm"
                  rounded="full"
                  variant={pressed ? 'solid' : 'outline'}
                  colorPalette="brand"
                  bg={pressed ? undefined : 'bg'}
                  aria-pressed={pressed}
                  onClick={() => on.onCategory(category)}
                  focusRing="outside"
                >
                  {category}
                </Button>
              </Box>
            )
          })}
        </HStack>
      </Container>
    </Box>
  )
}
