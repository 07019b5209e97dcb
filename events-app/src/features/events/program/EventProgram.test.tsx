import { renderWithProviders } from '@osck/shared/testing'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeEvent } from '../../../test/fixtures'
import { EventDetail } from '../EventDetail'

const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section')!

describe('EventDetail: speakers and agenda', () => {
  it('lists each speaker with role, photo and a link to their page', () => {
    renderWithProviders(
      <EventDetail
        event={makeEvent('meetup', {
          speakers: [
            {
              name: 'Jane Nakato',
              role: 'Engineer, SafeBoda',
              photo: '/uploads/jane.jpg',
              link: 'https://jane.dev',
            },
            { name: 'Okello Brian' },
          ],
        })}
      />,
    )
    const speakers = within(section('Speakers')).getAllByRole('listitem')
    expect(speakers).toHaveLength(2)
    const link = within(speakers[0]!).getByRole('link', { name: /Jane Nakato/ })
    expect(link).toHaveAttribute('href', 'https://jane.dev')
    expect(link).toHaveAttribute('target', '_blank')
    expect(within(speakers[0]!).getByText('Engineer, SafeBoda')).toBeInTheDocument()
    expect(speakers[0]!.querySelector('img')).toHaveAttribute('src', '/uploads/jane.jpg')
    // No photo: initials, hidden from assistive technology; no link: plain text.
    expect(within(speakers[1]!).getByText('OB')).toHaveAttribute('aria-hidden', 'true')
    expect(within(speakers[1]!).queryByRole('link')).not.toBeInTheDocument()
  })

  it('shows the agenda as an ordered list of time, title and speaker', () => {
    renderWithProviders(
      <EventDetail
        event={makeEvent('meetup', {
          agenda: [
            { time: '6:00 PM', title: 'Welcome' },
            { time: '6:15 PM', title: 'Lightning talks', speaker: 'Jane Nakato' },
          ],
        })}
      />,
    )
    const list = within(section('Agenda')).getByRole('list')
    expect(list.tagName).toBe('OL')
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['6:00 PMWelcome', '6:15 PMLightning talksJane Nakato'])
  })

  it('an event without them has neither section', () => {
    renderWithProviders(<EventDetail event={makeEvent('plain')} />)
    expect(screen.queryByRole('heading', { name: 'Speakers' })).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Agenda' })).not.toBeInTheDocument()
  })
})
