import { Outlet } from '@osck/shared'
import { renderWithProviders } from '@osck/shared/testing'
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { AppRoutes } from './App'

vi.mock('./layout/Layout', () => ({ Layout: () => <Outlet /> }))
vi.mock('./routes/HomePage', () => ({ HomePage: () => <p>home screen</p> }))
vi.mock('./routes/SectionRoute', () => ({
  SectionRoute: ({ section }: { section: string }) => <p>{section} remote</p>,
}))

describe("the shell's routing: Home is its own, every path under a section's base path the section's", () => {
  it.each([
    ['/home', 'home screen'],
    ['/blog', 'blog remote'],
    ['/blog/some-item', 'blog remote'],
    ['/events/some-item', 'events remote'],
    // A page the events team added after this shell was built: still the remote's to render.
    ['/events/zz-fixture-archive/deeper', 'events remote'],
    ['/projects', 'projects remote'],
  ])('%s goes to its owner', async (path, owner) => {
    renderWithProviders(<AppRoutes />, { route: path })
    expect(await screen.findByText(owner)).toBeInTheDocument()
  })

  it('a path outside Home and the sections is the not-found page', async () => {
    renderWithProviders(<AppRoutes />, { route: '/blogroll' })
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument()
  })
})
