import { cssRulesOf, renderWithProviders } from '@osck/shared/testing'
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EVENTS, NOW } from '../../test/fixtures'
import { splitEvents } from './event-logic'
import { EventsTabs } from './EventsTabs'

function renderTabs() {
  const all = splitEvents(EVENTS)
  renderWithProviders(<EventsTabs loading={false} all={all} shown={all} onClear={() => {}} />)
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
}

const tab = (name: 'Upcoming Events' | 'Past Events') => screen.getByRole('tab', { name })
const panel = () => screen.getByRole('tabpanel')
const insertedCss = () =>
  Array.from(document.querySelectorAll('style[data-emotion]'), (style) => style.textContent).join('')

/** Which tab is chosen, which has focus, and what the panel shows and is labelled by. */
function expectChosen(name: 'Upcoming Events' | 'Past Events', heading: string) {
  const other = name === 'Upcoming Events' ? 'Past Events' : 'Upcoming Events'
  expect(tab(name)).toHaveAttribute('aria-selected', 'true')
  expect(tab(name)).toHaveAttribute('tabindex', '0')
  expect(tab(other)).toHaveAttribute('aria-selected', 'false')
  expect(tab(other)).toHaveAttribute('tabindex', '-1')
  expect(screen.getAllByRole('tabpanel')).toHaveLength(1)
  expect(panel()).toHaveAttribute('aria-labelledby', tab(name).id)
  expect(within(panel()).getByRole('heading', { level: 2 })).toHaveTextContent(heading)
}

describe('EventsTabs', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.setSystemTime(NOW)
  })
  afterEach(() => vi.useRealTimers())

  it('is a labelled tab list of two buttons wired to one focusable panel', () => {
    renderTabs()
    const list = screen.getByRole('tablist', { name: 'Events by date' })
    const tabs = within(list).getAllByRole('tab')
    expect(tabs.map((button) => button.textContent)).toEqual(['Upcoming Events', 'Past Events'])
    expect(tabs.map((button) => button.getAttribute('type'))).toEqual(['button', 'button'])
    expect(new Set(tabs.map((button) => button.id)).size).toBe(2)
    for (const button of tabs) expect(button).toHaveAttribute('aria-controls', panel().id)
    expect(panel()).toHaveAttribute('tabindex', '0')
    expect(panel()).toHaveAccessibleName('Upcoming Events')
    expectChosen('Upcoming Events', '3 Upcoming Events')
  })

  it('a click chooses a tab and the panel shows its list', async () => {
    const user = renderTabs()
    await user.click(tab('Past Events'))
    expectChosen('Past Events', '2 Past Events')
    expect(
      within(panel()).getByRole('link', { name: 'All past events, on a page of their own' }),
    ).toBeVisible()
    await user.click(tab('Upcoming Events'))
    expectChosen('Upcoming Events', '3 Upcoming Events')
  })

  it('the arrows move focus and choice to the next tab, wrapping; Home and End go to the ends', async () => {
    const user = renderTabs()
    await user.tab()
    expect(tab('Upcoming Events')).toHaveFocus()
    const heading = { 'Upcoming Events': '3 Upcoming Events', 'Past Events': '2 Past Events' }
    const steps = [
      ['{ArrowRight}', 'Past Events'],
      ['{ArrowRight}', 'Upcoming Events'],
      ['{ArrowLeft}', 'Past Events'],
      ['{Home}', 'Upcoming Events'],
      ['{End}', 'Past Events'],
      ['{ArrowDown}{ArrowUp}', 'Past Events'],
    ] as const
    for (const [keys, name] of steps) {
      await user.keyboard(keys)
      expect(tab(name), keys).toHaveFocus()
      expectChosen(name, heading[name])
    }
    // The keys the tabs answer do not also scroll the page; the others are left alone.
    for (const key of ['ArrowRight', 'ArrowLeft', 'Home', 'End'])
      expect(fireEvent.keyDown(document.activeElement!, { key }), key).toBe(false)
    expect(fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' })).toBe(true)
  })

  it('Tab goes from the chosen tab to the panel, Shift+Tab back to the chosen tab', async () => {
    const user = renderTabs()
    await user.click(tab('Past Events'))
    await user.tab()
    expect(panel()).toHaveFocus()
    await user.tab({ shift: true })
    expect(tab('Past Events')).toHaveFocus()
  })

  it("looks like Chakra's line tabs from one class, and a switch inserts no style rule", async () => {
    const user = renderTabs()
    const root = screen.getByRole('tablist').parentElement!
    for (const part of [screen.getByRole('tablist'), tab('Upcoming Events'), panel()])
      expect(part).not.toHaveAttribute('class')
    const css = cssRulesOf(root.className)
    expect(css).toMatch(/--chakra-colors-color-palette-solid:var\(--chakra-colors-brand-solid\)/)
    expect(css).toMatch(/\[role=tablist\]\{[^}]*border-bottom-width:1px/)
    expect(css).toMatch(/\[role=tab\]:is\(\[aria-selected=true\][^{]*::before\{[^}]*position:absolute/)
    expect(css).toMatch(/\[role=tab\]:is\(:focus-visible[^{]*\{[^}]*outline:2px solid/)
    expect(css).toMatch(
      /\[role=tabpanel\]:is\(:focus-visible[^{]*\{[^}]*outline-offset:var\(--focus-ring-offset, 2px\)/,
    )
    const before = insertedCss()
    await user.click(tab('Past Events'))
    await user.click(tab('Upcoming Events'))
    expect(insertedCss()).toBe(before)
  })
})
