import { renderWithProviders } from '@osck/shared/testing'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeEvent, NOW } from '../../../test/fixtures'
import { EventCard } from '../EventCard'
import { EventDetail } from '../EventDetail'

const RECAP = {
  photos: [
    { src: '/uploads/talks.jpg', caption: 'Lightning talks' },
    { src: '/uploads/crowd.jpg' },
    { src: '/uploads/gone.jpg' },
  ],
  slides: 'https://slides.example/s',
  recording: 'https://www.youtube.com/watch?v=abc',
  writeup: '/blog/meetup-recap',
}
// jsdom has no PointerEvent: a MouseEvent carries the swipe's clientX the same way.
if (!('PointerEvent' in window))
  Object.defineProperty(window, 'PointerEvent', { value: class extends MouseEvent {}, configurable: true })

const past = makeEvent('meetup', { date: '2026-06-01T18:00', recap: RECAP })
const recapSection = () => screen.getByRole('heading', { level: 2, name: 'Recap' }).closest('section')!

describe('a past event with a recap', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.setSystemTime(NOW)
  })
  afterEach(() => vi.useRealTimers())

  it('shows the recording as a picture linking out, the links and lazy photos above the text', async () => {
    renderWithProviders(<EventDetail event={past} />)
    const section = recapSection()
    const recording = within(section).getByRole('link', { name: /Watch the recording on YouTube/ })
    expect(recording).toHaveAttribute('href', RECAP.recording)
    expect(recording).toHaveAttribute('target', '_blank')
    expect(section.querySelector('iframe, video')).toBeNull()
    expect(within(section).getByRole('link', { name: /Slides/ })).toHaveAttribute('href', RECAP.slides)
    expect(within(section).getByRole('link', { name: 'Read the write-up' })).toHaveAttribute(
      'href',
      RECAP.writeup,
    )
    const photos = within(within(section).getByRole('list', { name: 'Event photos' })).getAllByRole('img')
    expect(photos.map((img) => img.getAttribute('alt'))).toEqual([
      'Lightning talks',
      'Photo 2 of 3',
      'Photo 3 of 3',
    ])
    for (const img of photos) {
      expect(img).toHaveAttribute('loading', 'lazy')
      expect(img).toHaveAttribute('width', '400')
      expect(img).toHaveAttribute('height', '300')
    }
    const body = await screen.findByRole('heading', { level: 2, name: 'meetup' })
    expect(section.compareDocumentPosition(body)).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
  })

  it('leaves a photo that cannot be loaded out of the gallery', () => {
    renderWithProviders(<EventDetail event={past} />)
    fireEvent.error(screen.getByRole('img', { name: 'Photo 3 of 3' }))
    const list = within(recapSection()).getByRole('list', { name: 'Event photos' })
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Lightning talks', 'Photo 2 of 2'])
  })

  it('enlarges a photo in a dialog that the arrow keys, the buttons and a swipe move through', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderWithProviders(<EventDetail event={past} />)
    await user.click(screen.getByRole('button', { name: 'Lightning talks' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('heading', { name: 'Photo 1 of 3' })).toBeInTheDocument()
    expect(within(dialog).getByText('Lightning talks', { selector: 'p' })).toBeInTheDocument()
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
    await user.keyboard('{ArrowRight}')
    expect(within(dialog).getByRole('heading', { name: 'Photo 2 of 3' })).toBeInTheDocument()
    expect(within(dialog).getByRole('img', { name: 'Photo 2 of 3' })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }))
    expect(within(dialog).getByRole('heading', { name: 'Photo 3 of 3' })).toBeInTheDocument()
    await user.keyboard('{ArrowRight}')
    expect(within(dialog).getByRole('heading', { name: 'Photo 1 of 3' })).toBeInTheDocument()
    const photo = within(dialog).getByTestId('lightbox-photo')
    fireEvent.pointerDown(photo, { clientX: 300 })
    fireEvent.pointerUp(photo, { clientX: 200 })
    expect(within(dialog).getByRole('heading', { name: 'Photo 2 of 3' })).toBeInTheDocument()
    fireEvent.pointerDown(photo, { clientX: 200 })
    fireEvent.pointerUp(photo, { clientX: 210 })
    expect(within(dialog).getByRole('heading', { name: 'Photo 2 of 3' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('an upcoming event shows no recap; the card of a past one has a Recap badge', () => {
    renderWithProviders(<EventDetail event={{ ...past, date: '2026-07-01' }} />)
    expect(screen.queryByRole('heading', { name: 'Recap' })).not.toBeInTheDocument()
  })

  it('badges only past cards with a recap', () => {
    const { unmount } = renderWithProviders(<EventCard event={past} />)
    expect(screen.getByText('Recap')).toBeInTheDocument()
    unmount()
    renderWithProviders(<EventCard event={{ ...past, date: '2026-07-01' }} />)
    expect(screen.queryByText('Recap')).not.toBeInTheDocument()
  })
})
