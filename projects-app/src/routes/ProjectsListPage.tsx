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

export function ProjectsListPage() {
  useDocumentMeta(listMeta('projects'))
  const { projects, loading } = useProjectsList()
  const { filters, active, setQuery, setCategory, setTag, reset } = useProjectFilters()
  const [suggesting, setSuggesting] = useState(false)

  const shown = useMemo(() => filterProjects(projects, filters), [projects, filters])
  const categories = useMemo(() => categoryOptions(projects), [projects])
  const tags = useMemo(() => tagOptions(projects), [projects])
  const openSuggest = useCallback(() => setSuggesting(true), [])

  return (
    <Box>
      <Hero onSuggest={openSuggest} onPrefetch={prefetchSuggestDialog} />
      <ProjectsFilterBar
        filters={filters}
        active={active}
        categories={categories}
        tags={tags}
        onQuery={setQuery}
        onCategory={setCategory}
        onTag={setTag}
        onReset={reset}
      />
      <Container maxW="7xl" py={{ base: '10', md: '14' }}>
        <ProjectResults heading={listHeading(filters)} projects={shown} loading={loading} onViewAll={reset} />
      </Container>
      <Categories projects={projects} loading={loading} />
      <Impact />
      <Cta onSuggest={openSuggest} onPrefetch={prefetchSuggestDialog} />
      <SuggestDialogLazy open={suggesting} onOpenChange={setSuggesting} />
    </Box>
  )
}
