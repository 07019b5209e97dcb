import { Box, Flex, Heading, Text, type Project } from '@osck/shared'
import { CardGrid } from '@osck/shared/sections/card-grid'
import { ListResults } from '@osck/shared/sections/list-results'
import { ProjectCard } from './ProjectCard'
import { countLabel } from './project-logic'

const NO_PROJECTS = {
  title: 'No projects found',
  message: "We couldn't find any projects matching your current filters. Try adjusting your search criteria.",
  action: 'View All Projects',
}

export interface ProjectResultsProps {
  heading: string
  projects: readonly Project[]
  loading: boolean
  onViewAll: () => void
}

/** The list heading, its count line, then skeletons, the cards or the empty state. */
export function ProjectResults({ heading, projects, loading, onViewAll }: ProjectResultsProps) {
  return (
    <Box as="section" aria-labelledby="projects-heading">
      <Flex
        align={{ base: 'start', sm: 'end' }}
        justify="space-between"
        direction={{ base: 'column', sm: 'row' }}
        gap="2"
        mb="6"
      >
        <Heading id="projects-heading" as="h2" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
          {heading}
        </Heading>
        {!loading && (
          <Text color="fg.muted" fontWeight="medium" role="status" aria-live="polite">
            {countLabel(projects.length)}
          </Text>
        )}
      </Flex>
      <ListResults
        loading={loading}
        loadingLabel="Loading projects…"
        noMatch={projects.length === 0 && { ...NO_PROJECTS, onAction: onViewAll }}
      >
        <CardGrid
          items={projects}
          label="Projects"
          renderItem={(project, index) => <ProjectCard project={project} index={index} />}
        />
      </ListResults>
    </Box>
  )
}
