import { BrowserRouter, Navigate, Route, Routes, SiteProviders } from '@osck/shared'
import { REMOTES, SECTIONS } from '@osck/shared/remotes'
import { SITE_PATHS } from '@osck/shared/site-paths'
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

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<Navigate to="/home" replace />} />
        <Route path={SITE_PATHS.home.slice(1)} element={<HomePage />} />
        {/* Every path under a section's base path is the section's: its remote knows its pages. */}
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
