import { renderWithProviders } from '@osck/shared/testing'
import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { StatsSection } from './StatsSection'
import { emulateEverythingVisible, emulateReducedMotion } from './test-helpers'

const shown = (key: string) => screen.getByTestId(`stat-${key}`).textContent

describe('StatsSection', { timeout: 30_000 }, () => {
  let restore: () => void = () => {}
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    restore()
    vi.useRealTimers()
  })

  it('labels the four counters and gives screen readers only the final values', () => {
    renderWithProviders(<StatsSection />)
    expect(screen.getByRole('heading', { level: 2, name: 'Our Community Impact' })).toBeInTheDocument()
    const terms = screen.getAllByRole('term').map((term) => term.textContent)
    expect(terms).toEqual(['Community Members', 'Active Projects', 'Events Hosted', 'Knowledge Resources'])
    const definitions = screen.getAllByRole('definition')
    expect(
      definitions.map(
        (definition) => within(definition).getByText(/^\d+$/, { ignore: '[aria-hidden]' }).textContent,
      ),
    ).toEqual(['68', '0', '2', '3'])
  })

  it('stays at 0 until the section is visible', () => {
    renderWithProviders(<StatsSection />)
    act(() => vi.advanceTimersByTime(2000))
    expect(['members', 'projects', 'events', 'posts'].map(shown)).toEqual(['0', '0', '0', '0'])
  })

  it('counts up to 68, 0, 2 and 3 over about a second once visible', () => {
    restore = emulateEverythingVisible()
    renderWithProviders(<StatsSection />)
    expect(shown('members')).toBe('0')
    act(() => vi.advanceTimersByTime(500))
    expect(Number(shown('members'))).toBeGreaterThan(20)
    expect(Number(shown('members'))).toBeLessThan(50)
    act(() => vi.advanceTimersByTime(520))
    expect(['members', 'projects', 'events', 'posts'].map(shown)).toEqual(['68', '0', '2', '3'])
  })

  it('shows the final numbers at once under reduced motion', () => {
    emulateReducedMotion()
    renderWithProviders(<StatsSection />)
    expect(['members', 'projects', 'events', 'posts'].map(shown)).toEqual(['68', '0', '2', '3'])
  })
})
