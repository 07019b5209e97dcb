import { renderWithProviders } from '@osck/shared/testing'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeEvent } from '../../test/fixtures'
import { EventGrid } from './EventGrid'

describe('EventGrid', () => {
  it('loads the first row of images at once and the rest lazily', () => {
    const events = ['a', 'b', 'c', 'd'].map((slug) => makeEvent(slug, { title: `Event ${slug}` }))
    renderWithProviders(<EventGrid events={events} label="Events" />)
    const images = screen.getAllByRole('img', { name: /^Event / })
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'lazy'])
  })
})
