import { Route, Routes } from '@osck/shared'
import { renderWithProviders } from '@osck/shared/testing'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SectionRoute } from '../routes/SectionRoute'
import { rememberOpenedPage, wasOpened } from './openedPages'

vi.mock('../remotes/RemoteSection', () => ({ RemoteSection: () => <h1>Blog screens</h1> }))

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
}

function renderBlog(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="blog/*" element={<SectionRoute section="blog" />} />
    </Routes>,
    { route },
  )
}

beforeEach(() => localStorage.clear())
afterEach(() => vi.restoreAllMocks())

describe('opened pages', () => {
  it('remembers the pages opened, trailing slash or not', () => {
    rememberOpenedPage('/blog/a-post/')
    expect(wasOpened('/blog/a-post')).toBe(true)
    expect(wasOpened('/blog/another')).toBe(false)
  })

  it('treats unreadable storage as nothing opened', () => {
    localStorage.setItem('osck-opened-pages', '{not json')
    expect(wasOpened('/blog')).toBe(false)
  })
})

describe('a section page offline', () => {
  it('online, loads the section and remembers the page', () => {
    setOnline(true)
    renderBlog('/blog/a-post')
    expect(screen.getByRole('heading', { name: 'Blog screens' })).toBeInTheDocument()
    expect(wasOpened('/blog/a-post')).toBe(true)
  })

  it('offline, a page opened before loads from the caches', () => {
    rememberOpenedPage('/blog/a-post')
    setOnline(false)
    renderBlog('/blog/a-post')
    expect(screen.getByRole('heading', { name: 'Blog screens' })).toBeInTheDocument()
  })

  it('offline, a page never opened says so; Retry loads it once the connection is back', async () => {
    setOnline(false)
    renderBlog('/blog/never-opened')
    const message = screen.getByRole('alert')
    expect(screen.getByRole('heading', { level: 1, name: 'You are offline' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(message).toBeInTheDocument()
    setOnline(true)
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(screen.getByRole('heading', { name: 'Blog screens' })).toBeInTheDocument()
    expect(wasOpened('/blog/never-opened')).toBe(true)
  })
})
