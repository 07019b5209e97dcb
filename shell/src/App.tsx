import { BrowserRouter, Navigate, Route, Routes, SiteProviders } from '@osck/shared'
import { REMOTES, SECTIONS } from '@osck/shared/remotes'
import { SITE_ROUTES } from '@osck/shared/route-table'
import type { ReactElement } from 'react'
import { Layout } from './layout/Layout'
import { useAppLoader } from './layout/useAppLoader'
import { loadHomePage } from './routes/home-page-chunk'
import { lazyScreen } from './routes/lazyScreen'
import { ScreenLoading } from './routes/ScreenLoading'
import { RemoteSection } from './remotes/RemoteSection'
import { SectionRoute } from './routes/SectionRoute'

// Home's code is a chunk of its own that other pages never download; a visit that lands on Home
// starts it from the entry module (main.tsx). Few visits end on an unknown path: its page is a
// chunk of its own too (precached for offline use).
const HomePage = lazyScreen(
  () =>
    loadHomePage().then(({ HomePage }) => {
      const Home = () => <HomePage RemotePart={RemoteSection} />
      return Home
    }),
  <ScreenLoading label="Loading home…" />,
)
const NotFoundPage = lazyScreen(() => import('./routes/NotFoundPage').then((module) => module.NotFoundPage))

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
        <Route path="*" element={<NotFoundPage />} />
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
