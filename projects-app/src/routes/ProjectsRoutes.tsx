import { Route, Routes } from '@osck/shared'
import { lazy, Suspense } from 'react'
import { DetailLoading } from '../features/projects/DetailLoading'
import { ProjectsListPage } from './ProjectsListPage'

// The detail screen (and the markdown it renders) comes with the first visit to a project.
const ProjectDetailPage = lazy(() =>
  import('./ProjectDetailPage').then((m) => ({ default: m.ProjectDetailPage })),
)

/** Mounted by the shell (and by the standalone app) at `/projects/*`. */
export function ProjectsRoutes() {
  return (
    <Routes>
      <Route index element={<ProjectsListPage />} />
      <Route
        path=":slug"
        element={
          <Suspense fallback={<DetailLoading phase="loading" />}>
            <ProjectDetailPage />
          </Suspense>
        }
      />
    </Routes>
  )
}
