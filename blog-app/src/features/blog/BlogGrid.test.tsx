import { renderWithProviders } from '@osck/shared/testing'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makePost } from '../../test/fixtures'
import { BlogGrid } from './BlogGrid'

describe('BlogGrid', () => {
  it('loads the first row of images at once and the rest lazily', () => {
    const posts = ['a', 'b', 'c', 'd', 'e'].map((slug) => makePost(slug, { title: `Post ${slug}` }))
    renderWithProviders(<BlogGrid posts={posts} label="Posts" />)
    const images = screen.getAllByRole('img')
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ])
    expect(screen.getByRole('list', { name: 'Posts' }).children).toHaveLength(5)
  })
})
