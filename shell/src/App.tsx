import { BrowserRouter, Navigate, Route, Routes, SiteProviders } from '@osck/shared'
import { Layout } from './layout/Layout'
import { useAppLoader } from './layout/useAppLoader'
import { HomePage } from './routes/HomePage'
import { NotFoundPage } from './routes/NotFoundPage'
import { SectionRoute } from './routes/SectionRoute'

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<Navigate to="/home" replace />} />
        <Route path="home" element={<HomePage />} />
        <Route path="blog/*" element={<SectionRoute section="blog" />} />
        <Route path="events/*" element={<SectionRoute section="events" />} />
        <Route path="projects/*" element={<SectionRoute section="projects" />} />
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
