import { renderWithProviders } from '@osck/shared/testing'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeEvent } from '../../test/fixtures'
import { EventGrid } from './EventGrid'

describe('EventGrid', () => {
  it('loads every image lazily (the featured carousel above it holds the LCP image)', () => {
    const events = ['a', 'b', 'c', 'd'].map((slug) => makeEvent(slug, { title: `Event ${slug}` }))
    renderWithProviders(<EventGrid events={events} label="Events" />)
    const images = screen.getAllByRole('img', { name: /^Event / })
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['lazy', 'lazy', 'lazy', 'lazy'])
    images.forEach((image) => expect(image).not.toHaveAttribute('fetchpriority'))
  })
})
