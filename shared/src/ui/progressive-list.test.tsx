import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PROGRESSIVE_LIST, useProgressiveList } from './progressive-list'

function List({ items }: { items: readonly number[] }) {
  const shown = useProgressiveList(items)
  return (
    <ul>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

const range = (length: number) => Array.from({ length }, (_, index) => index)

describe('useProgressiveList', () => {
  it('renders a short list whole at once', () => {
    render(<List items={range(PROGRESSIVE_LIST.longFrom - 1)} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(PROGRESSIVE_LIST.longFrom - 1)
  })

  it('renders every card of a long list in the end', async () => {
    render(<List items={range(500)} />)
    expect(await screen.findAllByRole('listitem')).toHaveLength(500)
  })

  it('commits the first cards alone before the rest', () => {
    const commits: number[] = []
    function Probe({ items }: { items: readonly number[] }) {
      const shown = useProgressiveList(items)
      commits.push(shown.length)
      return null
    }
    act(() => {
      render(<Probe items={range(500)} />)
    })
    expect(commits[0]).toBe(PROGRESSIVE_LIST.first)
    expect(commits.at(-1)).toBe(500)
  })

  it('renders later changes of a complete list at once', async () => {
    const { rerender } = render(<List items={range(500)} />)
    expect(await screen.findAllByRole('listitem')).toHaveLength(500)
    rerender(<List items={range(300)} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(300)
  })
})
