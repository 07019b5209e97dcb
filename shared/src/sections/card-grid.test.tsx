import { act, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../testing'
import { CardGrid } from './card-grid'
import { CARDS_PER_STEP, WHOLE_LIST_UP_TO } from './long-list'

/** An IntersectionObserver the test drives: `near()` says the marker came near the screen. */
function fakeObserver() {
  const observers: { callback: IntersectionObserverCallback; target?: Element }[] = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        observers.push({ callback })
      }
      observe(target: Element) {
        observers.at(-1)!.target = target
      }
      disconnect() {}
    },
  )
  return {
    near: () => {
      const { callback, target } = observers.at(-1)!
      act(() =>
        callback([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver),
      )
    },
  }
}

const items = (count: number) => Array.from({ length: count }, (_, i) => ({ slug: `item-${i}` }))
const grid = (count: number, of?: number) => (
  <CardGrid
    items={items(count)}
    of={of}
    label="Items"
    renderItem={(item) => <article>{item.slug}</article>}
  />
)
const cards = () => screen.queryAllByRole('article').length

let setCount: (count: number) => void = () => {}
/** The grid of a list whose filter the test changes (`setCount`). */
function FilteredList() {
  const [count, set] = useState(500)
  setCount = set
  return grid(count)
}

beforeEach(() => vi.unstubAllGlobals())
afterEach(() => vi.unstubAllGlobals())

describe('CardGrid', () => {
  it(`renders a list of up to ${WHOLE_LIST_UP_TO} cards whole`, () => {
    fakeObserver()
    renderWithProviders(grid(WHOLE_LIST_UP_TO))
    expect(cards()).toBe(WHOLE_LIST_UP_TO)
  })

  it('renders a long list a step at a time as its end comes near, up to every card', () => {
    const observer = fakeObserver()
    const view = renderWithProviders(grid(130))
    expect(cards()).toBe(CARDS_PER_STEP)
    observer.near()
    expect(cards()).toBe(2 * CARDS_PER_STEP)
    for (let step = 2; step * CARDS_PER_STEP < 130; step++) observer.near()
    expect(cards()).toBe(130)
    expect(view.container.querySelector('[data-part="more-cards"]')).toBeNull()
  })

  it('lays out the first step as usual; later cards skip layout while far off screen', () => {
    const observer = fakeObserver()
    const view = renderWithProviders(grid(130))
    observer.near()
    const items = [...view.container.querySelectorAll('li')]
    const skips = items.map((item) => item.style.contentVisibility === 'auto')
    expect(skips).toEqual(items.map((_, index) => index >= CARDS_PER_STEP))
  })

  it('a long list narrowed by a search stays windowed: a keystroke renders no more than the cards in reach', () => {
    const observer = fakeObserver()
    renderWithProviders(<FilteredList />)
    act(() => setCount(WHOLE_LIST_UP_TO))
    expect(cards()).toBe(CARDS_PER_STEP)
    observer.near()
    expect(cards()).toBe(2 * CARDS_PER_STEP)
    const fewer = 2 * CARDS_PER_STEP - 8
    act(() => setCount(fewer))
    expect(cards()).toBe(fewer)
    act(() => setCount(500))
    expect(cards()).toBe(2 * CARDS_PER_STEP)
  })

  it('keeps its cards by position: a filter changes what they show instead of creating new ones', () => {
    fakeObserver()
    let show: (items: { slug: string }[]) => void = () => {}
    function Shown() {
      const [shown, set] = useState(items(5))
      show = set
      return <CardGrid items={shown} renderItem={(item) => <article>{item.slug}</article>} />
    }
    renderWithProviders(<Shown />)
    const before = screen.getAllByRole('article')
    act(() => show([{ slug: 'other' }, ...items(3)]))
    const after = screen.getAllByRole('article')
    expect(after.map((card) => card.textContent)).toEqual(['other', 'item-0', 'item-1', 'item-2'])
    expect(after).toEqual(before.slice(0, 4))
  })

  it('starts another list (an events tab) again from its first step', () => {
    const observer = fakeObserver()
    let choose: (tab: string) => void = () => {}
    function Tabs() {
      const [tab, set] = useState('upcoming')
      choose = set
      return <CardGrid items={items(200)} list={tab} renderItem={(item) => <article>{item.slug}</article>} />
    }
    renderWithProviders(<Tabs />)
    observer.near()
    observer.near()
    expect(cards()).toBe(3 * CARDS_PER_STEP)
    act(() => choose('past'))
    expect(cards()).toBe(CARDS_PER_STEP)
  })

  it('windows a list that mounts narrowed by filters when the whole list is long (an events tab)', () => {
    fakeObserver()
    renderWithProviders(grid(WHOLE_LIST_UP_TO - 10, 300))
    expect(cards()).toBe(CARDS_PER_STEP)
  })

  it('renders every card where the browser cannot say what is near the screen', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    renderWithProviders(grid(200))
    expect(cards()).toBe(200)
  })
})
