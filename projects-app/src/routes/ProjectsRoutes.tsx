import { ListSkeleton, sectionRoutes } from '@osck/shared/sections/section-routes'
import { ProjectDetailSkeleton } from '../features/projects/ProjectDetailSkeleton'
import { projectsPages } from '../pages'
import { projectsScreens } from './screens'

/** Mounted by the shell (and by the standalone app) at `/projects/*`. */
export const ProjectsRoutes = sectionRoutes('projects', projectsPages, projectsScreens, {
  list: <ListSkeleton label="Loading projects…" />,
  detail: <ProjectDetailSkeleton phase="loading" />,
})
