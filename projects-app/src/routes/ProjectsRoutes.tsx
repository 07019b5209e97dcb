import { ListSkeleton, SectionRoutes } from '@osck/shared/sections/section-routes'
import { ProjectDetailSkeleton } from '../features/projects/ProjectDetailSkeleton'
import { projectsPages } from '../pages'
import { projectsScreens } from './screens'

/** Mounted by the shell (and by the standalone app) at `/projects/*`. */
export function ProjectsRoutes() {
  return (
    <SectionRoutes
      section="projects"
      pages={projectsPages}
      screens={projectsScreens}
      fallbacks={{
        list: <ListSkeleton label="Loading projects…" />,
        detail: <ProjectDetailSkeleton phase="loading" />,
      }}
    />
  )
}
