import { StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { Navigate, Route, Routes } from 'react-router-dom'
import type { SectionModule } from './contract'
import { SiteProviders } from './ui/providers'
import { BrowserRouter } from './ui/router'
import { ScrollRestoration } from './ui/scroll-restoration'
import { Toaster } from './ui/toaster'

/**
 * A section alone (`pnpm --filter <section>-app dev`, its `src/main.tsx`), with the providers the
 * shell gives it: its screens at `/<name>/*`, its Home teaser (if any) at `/`. For section teams
 * only: no visitor downloads it (the remotes' builds leave `main.tsx` out).
 */
export function renderStandalone(name: string, section: SectionModule): void {
  const { Routes: Screens, HomeTeaser } = section
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <SiteProviders>
        <BrowserRouter>
          <ScrollRestoration />
          <Suspense fallback={null}>
            <Routes>
              <Route path={`/${name}/*`} element={<Screens />} />
              <Route path="/" element={HomeTeaser ? <HomeTeaser /> : <Navigate to={`/${name}`} replace />} />
              <Route path="*" element={<Navigate to={`/${name}`} replace />} />
            </Routes>
          </Suspense>
          <Toaster />
        </BrowserRouter>
      </SiteProviders>
    </StrictMode>,
  )
}
