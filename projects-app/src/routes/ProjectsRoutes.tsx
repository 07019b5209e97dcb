import { SectionScreens } from '@osck/shared/sections/section-screens'
import { lazy } from 'react'
import { ProjectDetailSkeleton } from '../features/projects/ProjectDetailSkeleton'
import { loadProjectDetailPage, loadProjectsListPage } from './screens'

// Each screen is its own chunk: a visitor who opens a project never downloads the list's code,
// and the list never downloads the detail's (nor the markdown it renders).
const ProjectsListPage = lazy(() => loadProjectsListPage().then((m) => ({ default: m.ProjectsListPage })))
const ProjectDetailPage = lazy(() => loadProjectDetailPage().then((m) => ({ default: m.ProjectDetailPage })))

/** Mounted by the shell (and by the standalone app) at `/projects/*`. */
export function ProjectsRoutes() {
  return (
    <SectionScreens
      List={ProjectsListPage}
      Detail={ProjectDetailPage}
      listLabel="Loading projects…"
      detailSkeleton={<ProjectDetailSkeleton phase="loading" />}
    />
  )
}
