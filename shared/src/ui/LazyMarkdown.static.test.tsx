import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  bodyHash,
  forgetStaticBody,
  keepStaticBody,
  restoreStaticBody,
  startBodyRenderer,
  storeStaticBody,
} from '../markdown/static-body'
import { renderWithProviders } from '../testing'
import { LazyMarkdown } from './LazyMarkdown'

const imported: string[] = []
vi.mock('../markdown/Markdown', async (original) => (imported.push('markdown'), original()))

const SOURCE =
  '## Getting there\n\nTake a [boda](https://example.org/map) to the hub.\n\n![The hub](/uploads/hub.jpg)'

/** A generated item page as the build writes it: its body marked with the hash of its source. */
function generatedPage(hash: string) {
  document.body.innerHTML = `<div id="root"><main><div data-osck-body="${hash}">
    <h2>Getting there</h2>
    <p>Take a <a href="https://example.org/map">boda</a> to the hub.</p>
    <p><img data-md-src="javascript:alert(1)" data-md-alt="The hub" src="x" alt="The hub"></p>
    <p style="white-space: pre-wrap; overflow-wrap: anywhere">As written</p>
  </div></main></div>`
  keepStaticBody()
  document.body.innerHTML = '' // the app replaces the page; the kept body lives on
}

afterEach(() => {
  forgetStaticBody()
  imported.length = 0
})

describe('LazyMarkdown on an item page the build generated', () => {
  it('shows the page’s own body without downloading the markdown renderer', async () => {
    generatedPage(bodyHash(SOURCE))
    await startBodyRenderer()
    renderWithProviders(<LazyMarkdown>{`\r\n${SOURCE.replace(/\n/g, '\r\n')}\n`}</LazyMarkdown>)
    // Synchronously, in the app's own frame and with the app's links and images.
    expect(screen.getByRole('heading', { name: 'Getting there' }).closest('.osck-markdown')).not.toBeNull()
    const link = screen.getByRole('link', { name: 'boda' })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    // The image is shown from what the markdown gave, not from the page's attributes.
    expect(screen.getByRole('img', { name: 'The hub' })).toHaveClass('osck-image-alt')
    expect(document.querySelector('img[src="x"]')).toBeNull()
    expect(screen.getByText('As written')).toHaveStyle({ whiteSpace: 'pre-wrap' })
    expect(imported).toEqual([])
  })

  it('renders the file it read when the page holds another body', async () => {
    generatedPage(bodyHash('An older body'))
    renderWithProviders(<LazyMarkdown>{SOURCE}</LazyMarkdown>)
    expect(await screen.findByRole('link', { name: 'boda' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'The hub' })).toBeInTheDocument()
    expect(imported).toEqual(['markdown'])
  })
})

/** The Cache API as a page sees it, in memory: jsdom has none. */
function fakeCaches() {
  const stores = new Map<string, Map<string, string>>()
  const store = (name: string) => stores.get(name) ?? stores.set(name, new Map()).get(name)!
  const cacheOf = (entries: Map<string, string>) => ({
    put: async (key: string, response: Response) => void entries.set(key, await response.text()),
    keys: async () => [...entries.keys()],
    delete: async (key: string) => entries.delete(key),
  })
  vi.stubGlobal('caches', {
    open: async (name: string) => cacheOf(store(name)),
    match: async (key: string, { cacheName }: { cacheName: string }) => {
      const text = store(cacheName).get(key)
      return text === undefined ? undefined : new Response(text)
    },
  })
  return stores
}

describe('an item page served without its generated HTML (offline, by the worker)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the body a visit online stored for its path, without the markdown renderer', async () => {
    const stores = fakeCaches()
    generatedPage(bodyHash(SOURCE))
    await storeStaticBody('/blog/getting-there')
    expect([...stores.get('osck-bodies')!.keys()]).toEqual(['/blog/getting-there'])
    forgetStaticBody()
    void restoreStaticBody('/blog/getting-there')
    renderWithProviders(<LazyMarkdown>{SOURCE}</LazyMarkdown>)
    expect(await screen.findByRole('heading', { name: 'Getting there' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'boda' })).toHaveAttribute('target', '_blank')
    expect(imported).toEqual([])
  })

  it('renders the markdown when nothing was stored for its path', async () => {
    fakeCaches()
    void restoreStaticBody('/blog/never-opened')
    renderWithProviders(<LazyMarkdown>{SOURCE}</LazyMarkdown>)
    expect(await screen.findByRole('link', { name: 'boda' })).toBeInTheDocument()
    // The file's own image, not the fixture page's (whose marker names a URL the site does not show).
    expect(screen.getByRole('img', { name: 'The hub' }).tagName).toBe('IMG')
  })
})

describe('bodyHash', () => {
  it('is the same for line endings and outer blank lines, and differs for the text', () => {
    expect(bodyHash('\n\na\r\nb\n')).toBe(bodyHash('a\nb'))
    expect(bodyHash('a\nb')).not.toBe(bodyHash('a\nc'))
    expect(bodyHash('ab')).not.toBe(bodyHash('ba'))
  })
})
