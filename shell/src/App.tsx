import { BrowserRouter, Navigate, Route, Routes, SiteProviders } from '@osck/shared'
import { REMOTES, SECTIONS } from '@osck/shared/remotes'
import { SITE_ROUTES } from '@osck/shared/route-table'
import { lazy, Suspense, type ReactElement } from 'react'
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

/** The shell's own screens by the route table's name; every section path goes to its remote. */
const SHELL_SCREENS: Record<string, ReactElement> = { home: <HomePage /> }
const SHELL_ROUTES = SITE_ROUTES.filter((route) => route.owner === 'shell')

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<Navigate to="/home" replace />} />
        {SHELL_ROUTES.map((route) => (
          <Route key={route.path} path={route.path.slice(1)} element={SHELL_SCREENS[route.screen]} />
        ))}
        {SECTIONS.map((section) => (
          <Route
            key={section}
            path={`${REMOTES[section].basePath.slice(1)}/*`}
            element={<SectionRoute section={section} />}
          />
        ))}
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
