import { Outlet } from '@osck/shared'
import { routeUrl, SITE_ROUTES } from '@osck/shared/route-table'
import { renderWithProviders } from '@osck/shared/testing'
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { AppRoutes } from './App'

vi.mock('./layout/Layout', () => ({ Layout: () => <Outlet /> }))
vi.mock('./routes/HomePage', () => ({ HomePage: () => <p>home screen</p> }))
vi.mock('./routes/SectionRoute', () => ({
  SectionRoute: ({ section }: { section: string }) => <p>{section} remote</p>,
}))

describe("the shell's routing is the route table's", () => {
  it.each(SITE_ROUTES.map((route) => [route.path, route] as const))(
    '%s goes to its owner',
    async (_, route) => {
      renderWithProviders(<AppRoutes />, { route: routeUrl(route, { slug: 'some-item' }) })
      const owner = route.owner === 'shell' ? `${route.screen} screen` : `${route.owner} remote`
      expect(await screen.findByText(owner)).toBeInTheDocument()
    },
  )

  it('a path outside the table is the not-found page', async () => {
    renderWithProviders(<AppRoutes />, { route: '/blogroll' })
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument()
  })
})
