import { BrowserRouter, Navigate, Route, Routes, SiteProviders } from '@osck/shared'
import { lazy, Suspense } from 'react'
import { Layout } from './layout/Layout'
import { useAppLoader } from './layout/useAppLoader'
import { OfflineMessage } from './offline/OfflineMessage'
import { HomePage } from './routes/HomePage'
import { SectionRoute } from './routes/SectionRoute'

// Few visits end on an unknown path: its page is a chunk of its own (precached for offline use).
// If it cannot be downloaded, the visitor is offline: say so, with a retry.
const NotFoundPage = lazy(() =>
  import('./routes/NotFoundPage').then(
    (module) => ({ default: module.NotFoundPage }),
    () => ({ default: () => <OfflineMessage onRetry={() => window.location.reload()} /> }),
  ),
)

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<Navigate to="/home" replace />} />
        <Route path="home" element={<HomePage />} />
        <Route path="blog/*" element={<SectionRoute section="blog" />} />
        <Route path="events/*" element={<SectionRoute section="events" />} />
        <Route path="projects/*" element={<SectionRoute section="projects" />} />
        <Route
          path="*"
          element={
            <Suspense fallback={null}>
              <NotFoundPage />
            </Suspense>
          }
        />
      </Route>
    </Routes>
  )
}

export function App() {
  useAppLoader()
  return (
    <SiteProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </SiteProviders>
  )
}
