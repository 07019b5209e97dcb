import { renderWithProviders } from '@osck/shared/testing'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makePost } from '../../test/fixtures'
import { BlogCard } from './BlogCard'

const post = makePost('hello-world', {
  title: 'Hello World',
  date: '2026-03-10',
  description: 'A short summary of the post.',
  author: 'Joel Ssempa',
  category: 'Tutorials',
  image: '/uploads/hello.svg',
  content: '## Inside\n\nThe whole body of the post.',
})

describe('BlogCard', () => {
  it('list form: image with alt, category, date, linked title, summary and author', () => {
    renderWithProviders(<BlogCard post={post} />)
    const card = screen.getByRole('article')
    const image = within(card).getByRole('img', { name: 'Hello World' })
    expect(image).toHaveAttribute('src', '/uploads/hello.svg')
    expect(image).toHaveAttribute('width', '640')
    expect(image).toHaveAttribute('height', '360')
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(within(card).getByText('Tutorials')).toBeInTheDocument()
    expect(within(card).getByText('March 10, 2026')).toHaveAttribute('datetime', '2026-03-10')
    const heading = within(card).getByRole('heading', { level: 3, name: 'Hello World' })
    expect(within(heading).getByRole('link', { name: 'Hello World' })).toHaveAttribute(
      'href',
      '/blog/hello-world',
    )
    expect(within(card).getByText('A short summary of the post.')).toBeInTheDocument()
    expect(within(card).getByText('By Joel Ssempa')).toBeInTheDocument()
    expect(within(card).queryByText('The whole body of the post.')).not.toBeInTheDocument()
  })

  it('full form: the title is a heading (no link) and the whole markdown body is shown', async () => {
    renderWithProviders(<BlogCard post={post} variant="full" headingLevel="h2" />)
    expect(screen.getByRole('heading', { level: 2, name: 'Hello World' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Hello World' })).not.toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Inside' })).toBeInTheDocument()
    expect(screen.getByText('The whole body of the post.')).toBeInTheDocument()
  })

  it('list form: its parts are plain elements styled from the card root (docs/section-teams.md)', () => {
    renderWithProviders(<BlogCard post={post} />)
    const card = screen.getByRole('article')
    expect(card.className).not.toBe('')
    expect([...card.querySelectorAll('[class]')].map((part) => part.outerHTML.slice(0, 80))).toEqual([])
  })
})
