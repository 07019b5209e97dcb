import { Container, LIMITS, Route, Routes, SkeletonGrid } from '@osck/shared'
import { lazy, Suspense } from 'react'
import { DetailLoading } from '../features/projects/DetailLoading'
import { loadProjectDetailPage, loadProjectsListPage } from './screens'

// Each screen is its own chunk: a visitor who opens a project never downloads the list's code,
// and the list never downloads the detail's (nor the markdown it renders).
const ProjectsListPage = lazy(() => loadProjectsListPage().then((m) => ({ default: m.ProjectsListPage })))
const ProjectDetailPage = lazy(() => loadProjectDetailPage().then((m) => ({ default: m.ProjectDetailPage })))

/** Mounted by the shell (and by the standalone app) at `/projects/*`. */
export function ProjectsRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <Suspense
            fallback={
              <Container maxW="7xl" py="16">
                <SkeletonGrid count={LIMITS.listSkeletons} label="Loading projects…" />
              </Container>
            }
          >
            <ProjectsListPage />
          </Suspense>
        }
      />
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
