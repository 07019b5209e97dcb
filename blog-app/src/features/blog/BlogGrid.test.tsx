import { renderWithProviders } from '@osck/shared/testing'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makePost } from '../../test/fixtures'
import { BlogGrid } from './BlogGrid'

describe('BlogGrid', () => {
  const posts = ['a', 'b', 'c', 'd', 'e'].map((slug) => makePost(slug, { title: `Post ${slug}` }))

  it('on a list page, loads the first image at once with high priority (the LCP) and the rest lazily', () => {
    renderWithProviders(<BlogGrid posts={posts} label="Posts" priorityFirst />)
    const images = screen.getAllByRole('img')
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
    ])
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([
      'high',
      null,
      null,
      null,
      null,
    ])
    expect(screen.getByRole('list', { name: 'Posts' }).children).toHaveLength(5)
  })

  it('elsewhere (Home, related articles), loads every image lazily', () => {
    renderWithProviders(<BlogGrid posts={posts} label="Posts" />)
    const images = screen.getAllByRole('img')
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(Array(5).fill('lazy'))
  })
})
