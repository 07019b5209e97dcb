import { Box, Container, listMeta, useDocumentMeta } from '@osck/shared'
import { memo, useCallback, useMemo, useState } from 'react'
import { CommunityImpact } from '../features/projects/CommunityImpact'
import { IdeaCta } from '../features/projects/IdeaCta'
import { ProjectCategories } from '../features/projects/ProjectCategories'
import { categoryOptions, filterProjects, listHeading, tagOptions } from '../features/projects/project-logic'
import { ProjectResults } from '../features/projects/ProjectResults'
import { ProjectsFilterBar } from '../features/projects/ProjectsFilterBar'
import { ProjectsHero } from '../features/projects/ProjectsHero'
import { prefetchSuggestDialog, SuggestDialogLazy } from '../features/projects/SuggestDialogLazy'
import { useProjectFilters } from '../features/projects/use-project-filters'
import { useProjectsList } from '../features/projects/use-projects-list'

// The sections that do not depend on the filters skip the re-render of each search keystroke.
const Hero = memo(ProjectsHero)
const Categories = memo(ProjectCategories)
const Impact = memo(CommunityImpact)
const Cta = memo(IdeaCta)
// Given the filters as the URL has them: skips keystrokes too (useListFilters).
const FilterBar = memo(ProjectsFilterBar)

export function ProjectsListPage() {
  useDocumentMeta(listMeta('projects'))
  const { projects, loading } = useProjectsList()
  const { shown: filters, bar } = useProjectFilters()
  const [suggesting, setSuggesting] = useState(false)

  const shown = useMemo(() => filterProjects(projects, filters), [projects, filters])
  const options = useMemo(
    () => ({ category: categoryOptions(projects), tag: tagOptions(projects) }),
    [projects],
  )
  const openSuggest = useCallback(() => setSuggesting(true), [])

  return (
    <Box>
      <Hero onSuggest={openSuggest} onPrefetch={prefetchSuggestDialog} />
      <FilterBar {...bar} options={options} />
      <Container maxW="7xl" py={{ base: '10', md: '14' }}>
        <ProjectResults
          heading={listHeading(filters)}
          projects={shown}
          loading={loading}
          onViewAll={bar.onReset}
        />
      </Container>
      <Categories projects={projects} loading={loading} />
      <Impact />
      <Cta onSuggest={openSuggest} onPrefetch={prefetchSuggestDialog} />
      <SuggestDialogLazy open={suggesting} onOpenChange={setSuggesting} />
    </Box>
  )
}
