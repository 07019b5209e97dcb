import { CONTAINER_CSS, plainButtonCss, StyledRoot, type SystemStyleObject } from '@osck/shared'
import { SearchField } from '@osck/shared/inputs'
import type { FilterBarProps } from '@osck/shared/sections/list-filters'
import { CategoryButtons } from './CategoryButtons'
import { FiltersDropdown } from './FiltersDropdown'
import type { ProjectChoice, ProjectFilters } from './project-logic'

// Plain elements styled from the bar: it re-renders with each filter.
const FILTER_BAR_CSS: SystemStyleObject = {
  position: 'sticky',
  top: '64px',
  zIndex: 'docked',
  bg: 'bg',
  borderBottomWidth: '1px',
  shadow: 'xs',
  py: '3',
  '& > [data-part=container]': CONTAINER_CSS,
  '& > * > [data-part=row]': { display: 'flex', gap: '2', alignItems: 'center' },
  '& > * > * > [data-part=actions]': { display: 'flex', alignItems: 'center', gap: '2', ms: 'auto' },
  '& > * > * > * > [data-part=reset]': { ...plainButtonCss('lg', 'ghost'), focusRing: 'outside' },
}

/** Sticky under the 64 px navbar: search, Filters dropdown, Reset, then the category buttons. */
export function ProjectsFilterBar({
  filters,
  active,
  options,
  ...on
}: FilterBarProps<ProjectFilters, ProjectChoice>) {
  return (
    <StyledRoot
      as="section"
      aria-label="Project filters"
      css={FILTER_BAR_CSS}
      data-testid="projects-filter-bar"
    >
      <div data-part="container">
        <div data-part="row">
          <SearchField
            label="Search projects"
            placeholder="Search projects..."
            value={filters.q}
            onChange={on.onQuery}
            flex="1"
            maxW={{ md: 'xl' }}
          />
          <div data-part="actions">
            <FiltersDropdown
              tags={options.tag}
              selectedTag={filters.tag}
              onTag={on.onChoose.tag}
              onResetAll={on.onReset}
            />
            {active && (
              <button type="button" data-part="reset" onClick={on.onReset}>
                Reset
              </button>
            )}
          </div>
        </div>
        <CategoryButtons
          categories={options.category}
          selected={filters.category || 'All'}
          onSelect={on.onChoose.category}
        />
      </div>
    </StyledRoot>
  )
}
