import { BrowserRouter, Navigate, Route, Routes, SiteProviders, Toaster } from '@osck/shared'
import { StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import type { SectionModule } from '@osck/shared'
import sectionModule from './section'

const section: SectionModule = sectionModule

/** Standalone mode: the section alone, with its own minimal providers, mounted at /projects/*. */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SiteProviders>
      <BrowserRouter>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/projects/*" element={<section.Routes />} />
            <Route path="*" element={<Navigate to="/projects" replace />} />
          </Routes>
        </Suspense>
        <Toaster />
      </BrowserRouter>
    </SiteProviders>
  </StrictMode>,
)
