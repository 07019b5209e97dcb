import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useParams } from '../index'
import { renderWithProviders } from '../testing'
import { defineSection } from './section-module'
import { definePages } from './section-pages'
import { SectionRoutes } from './section-routes'

const pages = definePages('events', {
  list: { path: '/events' },
  detail: { path: '/events/:slug' },
  zzArchive: { path: '/events/zz-fixture-archive' },
})
const Item = () => <p>item {useParams().slug}</p>
const screens = {
  list: { load: async () => () => <p>the list</p> },
  detail: { load: async () => Item },
  zzArchive: { load: async () => () => <p>the archive</p>, gatewayParts: ['dialog'] as const },
}
const Routes = () => (
  <SectionRoutes
    section="events"
    pages={pages}
    screens={screens}
    fallbacks={{ list: <p>loading list</p>, detail: <p>loading item</p>, zzArchive: <p>loading archive</p> }}
  />
)
const at = (route: string) => renderWithProviders(<Routes />, { route, path: '/events/*' })

describe("a section's routes are its declared pages", () => {
  it('renders each page at its path: the list at the base, a fixed page before the :slug pattern', async () => {
    at('/events')
    expect(await screen.findByText('the list')).toBeInTheDocument()
  })

  it('a fixed page wins over an item of that name', async () => {
    at('/events/zz-fixture-archive')
    expect(await screen.findByText('the archive')).toBeInTheDocument()
  })

  it('an item page reads its slug', async () => {
    at('/events/hack-night')
    expect(await screen.findByText('item hack-night')).toBeInTheDocument()
  })
})

describe('the section module answers for its own pages', () => {
  const module = defineSection({ pages, screens, loadRoutes: async () => Routes })

  it("names each page's gateway parts, and nothing for a path it does not have", () => {
    expect(module.preload?.('/events/zz-fixture-archive')?.gatewayParts).toEqual(['dialog'])
    expect(module.preload?.('/events/hack-night')?.gatewayParts).toBeUndefined()
    expect(module.preload?.('/events/a/b')).toBeUndefined()
    expect(module.preload?.('/blog')).toBeUndefined()
    expect(module.preload?.('/home')).toBeUndefined()
    expect(module.HomeTeaser).toBeUndefined()
  })

  it('loads the routes and the page together', async () => {
    await expect(module.preload?.('/events')?.load?.()).resolves.toHaveLength(2)
  })
})
