import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadImageManifest, resetImageManifests } from '../content/image-manifest'
import { ContentImage } from './ContentImage'

const PHOTO = {
  width: 4032,
  height: 3024,
  placeholder: 'data:image/webp;base64,AAAA',
  base: '/assets/img/meetup-0123456789',
  widths: [400, 800, 1200, 1600],
}

async function withManifest(manifest: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(manifest), { status: 200 })),
  )
  await act(() => loadImageManifest('blog'))
}

afterEach(() => {
  vi.unstubAllGlobals()
  resetImageManifests()
})

describe('ContentImage', () => {
  it('renders an image the build knows as AVIF, WebP and JPEG variants with sizes and its box', async () => {
    await withManifest({ '/uploads/meetup.jpg': PHOTO })
    const { container } = render(
      <ContentImage src="/uploads/meetup.jpg" alt="Meetup" width={640} height={360} sizes="50vw" />,
    )
    const [avif, webp] = [...container.querySelectorAll('picture > source')]
    expect(avif).toHaveAttribute('type', 'image/avif')
    expect(avif).toHaveAttribute(
      'srcset',
      expect.stringContaining('/assets/img/meetup-0123456789-800.avif 800w'),
    )
    expect(webp).toHaveAttribute('srcset', expect.stringContaining('-1600.webp 1600w'))
    expect(avif).toHaveAttribute('sizes', '50vw')
    const img = screen.getByRole('img', { name: 'Meetup' })
    expect(img).toHaveAttribute('srcset', expect.stringContaining('-400.jpg 400w'))
    expect(img).toHaveAttribute('sizes', '50vw')
    // The original stays the image's own source; the slot's size is kept.
    expect(img).toHaveAttribute('src', '/uploads/meetup.jpg')
    expect(img).toHaveAttribute('width', '640')
    expect(img).toHaveAttribute('height', '360')
    expect(img.style.backgroundImage).toContain(PHOTO.placeholder)
  })

  it('takes the width and height of the manifest when the slot gives none', async () => {
    await withManifest({ '/uploads/meetup.jpg': PHOTO })
    render(<ContentImage src="/uploads/meetup.jpg" alt="Meetup" />)
    expect(screen.getByRole('img')).toHaveAttribute('width', '4032')
    expect(screen.getByRole('img')).toHaveAttribute('height', '3024')
  })

  it('loads lazily unless it is the route’s LCP image, which is eager with high priority', () => {
    render(
      <>
        <ContentImage src="/uploads/a.png" alt="A" priority />
        <ContentImage src="/uploads/b.png" alt="B" />
      </>,
    )
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('loading', 'eager')
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('fetchpriority', 'high')
    expect(screen.getByRole('img', { name: 'B' })).toHaveAttribute('loading', 'lazy')
    expect(screen.getByRole('img', { name: 'B' })).not.toHaveAttribute('fetchpriority')
  })

  it('renders an image the build does not know (another host) as a plain img', () => {
    const { container } = render(<ContentImage src="https://example.org/x.jpg" alt="X" />)
    expect(container.querySelector('picture')).toBeNull()
    expect(screen.getByRole('img')).toHaveAttribute('src', 'https://example.org/x.jpg')
  })

  it('shows the default image in the same box when the image fails, and hides it if that fails too', async () => {
    await withManifest({ '/uploads/meetup.jpg': PHOTO })
    render(<ContentImage src="/uploads/meetup.jpg" alt="Meetup" width={640} height={360} className="slot" />)
    fireEvent.error(screen.getByRole('img'))
    const fallback = screen.getByRole('img', { name: 'Meetup' })
    expect(fallback).toHaveAttribute('src', '/images/logo.svg')
    expect(fallback).not.toHaveAttribute('srcset')
    expect(fallback).toHaveAttribute('width', '640')
    expect(fallback).toHaveAttribute('height', '360')
    expect(fallback).toHaveClass('slot')
    expect(fallback.style.objectFit).toBe('scale-down')
    fireEvent.error(fallback)
    expect(screen.getByAltText('Meetup').style.visibility).toBe('hidden')
  })

  it('shows content that names the default image (it has none of its own) as the fallback: the logo at its own size at most', () => {
    render(<ContentImage src="/images/logo.svg" alt="A post" width={640} height={360} priority />)
    const logo = screen.getByRole('img', { name: 'A post' })
    expect(logo).toHaveAttribute('src', '/images/logo.svg')
    expect(logo).toHaveAttribute('width', '640')
    // Never upscaled to the box: the heading or text beside it stays the page's largest paint.
    expect(logo.style.objectFit).toBe('scale-down')
    expect(logo.style.visibility).toBe('')
  })

  it('shows a body image that is the logo as the image it is', () => {
    render(<ContentImage src="/images/logo.svg" alt="Our logo" altFrame />)
    const logo = screen.getByRole('img', { name: 'Our logo' })
    expect(logo).toHaveAttribute('src', '/images/logo.svg')
    expect(logo.style.objectFit).toBe('')
  })

  it('with altFrame, shows its alt text in a frame of the same box when the image fails', async () => {
    await withManifest({ '/uploads/meetup.jpg': PHOTO })
    render(<ContentImage src="/uploads/meetup.jpg" alt="Meetup" altFrame style={{ width: '100%' }} />)
    fireEvent.error(screen.getByRole('img'))
    const frame = screen.getByRole('img', { name: 'Meetup' })
    expect(frame.tagName).toBe('SPAN')
    expect(frame).toHaveTextContent('Meetup')
    expect(frame.style.aspectRatio).toBe('4032 / 3024')
    expect(frame.style.width).toBe('100%')
  })

  it('uses the fallback given for its slot, and starts over when the source changes', () => {
    const { rerender } = render(
      <ContentImage src="/uploads/gone.png" alt="Gone" fallback="/images/avatar.svg" />,
    )
    fireEvent.error(screen.getByRole('img'))
    expect(screen.getByRole('img')).toHaveAttribute('src', '/images/avatar.svg')
    rerender(<ContentImage src="/uploads/next.png" alt="Gone" fallback="/images/avatar.svg" />)
    expect(screen.getByRole('img')).toHaveAttribute('src', '/uploads/next.png')
  })

  it('gives each source an element of its own: another item in the same card never keeps the old photo', async () => {
    await withManifest({ '/uploads/meetup.jpg': PHOTO, '/uploads/hack.jpg': PHOTO })
    const { rerender } = render(<ContentImage src="/uploads/meetup.jpg" alt="Meetup" />)
    const known = screen.getByRole('img')
    rerender(<ContentImage src="/uploads/hack.jpg" alt="Hack" />)
    expect(screen.getByRole('img')).not.toBe(known)
    expect(screen.getByRole('img')).toHaveAttribute('src', '/uploads/hack.jpg')
    const plain = screen.getByRole('img')
    rerender(<ContentImage src="https://example.org/a.png" alt="Other host" />)
    const other = screen.getByRole('img')
    expect(other).not.toBe(plain)
    rerender(<ContentImage src="https://example.org/b.png" alt="Other host" />)
    expect(screen.getByRole('img')).not.toBe(other)
    // The same source keeps its element.
    const same = screen.getByRole('img')
    rerender(<ContentImage src="https://example.org/b.png" alt="Renamed" />)
    expect(screen.getByRole('img')).toBe(same)
  })

  it('never downloads an original whose manifest is on its way: an empty box, then the variants', async () => {
    let answer: (response: Response) => void = () => {}
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    )
    const loading = loadImageManifest('blog')
    render(<ContentImage src="/uploads/meetup.jpg" alt="Meetup" width={640} height={360} />)
    const waiting = screen.getByAltText('Meetup')
    expect(waiting).not.toHaveAttribute('src')
    expect(waiting.style.visibility).toBe('hidden')
    // Another host's image does not wait: no manifest can list it.
    render(<ContentImage src="https://example.org/x.jpg" alt="X" />)
    expect(screen.getByAltText('X')).toHaveAttribute('src', 'https://example.org/x.jpg')

    await act(async () => {
      answer(new Response(JSON.stringify({ '/uploads/meetup.jpg': PHOTO }), { status: 200 }))
      await loading
    })
    expect(screen.getByAltText('Meetup')).toHaveAttribute('srcset', expect.stringContaining('-800.jpg 800w'))
    expect(screen.getByAltText('Meetup').style.visibility).toBe('')
  })

  it('shows the fallback, not the original, when the manifest cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gone', { status: 404 })),
    )
    await act(() => loadImageManifest('blog'))
    render(<ContentImage src="/uploads/meetup.jpg" alt="Meetup" />)
    expect(screen.getByAltText('Meetup')).toHaveAttribute('src', '/images/logo.svg')
    // A drawing has no variants: it is shown as it is.
    render(<ContentImage src="/uploads/map.svg" alt="Map" />)
    expect(screen.getByAltText('Map')).toHaveAttribute('src', '/uploads/map.svg')
  })

  it('shows the original of a photo a readable manifest does not list (the build could not read it)', async () => {
    await withManifest({})
    render(<ContentImage src="/uploads/IMG_0001.heic" alt="Phone photo" />)
    expect(screen.getByAltText('Phone photo')).toHaveAttribute('src', '/uploads/IMG_0001.heic')
  })
})
