import { render, type RenderOptions, type RenderResult } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { SiteProviders } from '../ui/providers'
import { ROUTER_FUTURE } from '../ui/router'
import { Toaster } from '../ui/toaster'

export { cssRulesOf } from './css-rules'
export { fakeMediaQueryList } from './media-query'
export * from './content-arbitraries'
export { unsafeUrlsIn } from './safe-dom'
export { declaredGatewayParts, gatewayPartsByPage, gatewayPartsImportedBy } from './gateway-parts'

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Initial URL, e.g. `/blog?q=react`. */
  route?: string
  /** Route pattern the element is mounted at, e.g. `/blog/*`. */
  path?: string
}

let currentLocation = ''

function LocationProbe() {
  const location = useLocation()
  currentLocation = `${location.pathname}${location.search}`
  return null
}

/** The URL the router is at, for assertions on navigation and query params. */
export function getTestLocation(): string {
  return currentLocation
}

/** Renders inside the same providers the shell gives a remote: Chakra, theme, router, toaster. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = '*', ...options }: RenderWithProvidersOptions = {},
): RenderResult {
  return render(
    <SiteProviders>
      <MemoryRouter initialEntries={[route]} future={ROUTER_FUTURE}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
        <LocationProbe />
        <Toaster />
      </MemoryRouter>
    </SiteProviders>,
    options,
  )
}
export { assertRendersSafely } from './render-safely'
