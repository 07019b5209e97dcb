import { renderWithProviders } from '@osck/shared/testing'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeEvent } from '../../test/fixtures'
import { EventWhere } from './EventWhere'

describe('EventWhere: the map image', () => {
  it('shows the map image under the address, lazily', () => {
    renderWithProviders(
      <EventWhere event={makeEvent('x', { address: 'Plot 6, Kampala', map: '/uploads/map.png' })} />,
    )
    const section = screen.getByRole('heading', { name: 'Where to join us' }).closest('section')!
    const map = within(section).getByRole('img', { name: 'Map: the way to Plot 6, Kampala' })
    expect(map).toHaveAttribute('src', '/uploads/map.png')
    expect(map).toHaveAttribute('loading', 'lazy')
  })

  it('a map image alone is enough for the section', () => {
    renderWithProviders(<EventWhere event={makeEvent('x', { map: '/uploads/map.png' })} />)
    expect(screen.getByRole('img', { name: 'Map: the way to Outbox Hub' })).toBeInTheDocument()
  })
})
