import { cleanup, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { expect } from 'vitest'
import type { ContentItem } from '../content/types'
import { anyContentItem, assertProperty } from './content-arbitraries'
import { renderWithProviders } from './index'
import { unsafeUrlsIn } from './safe-dom'

/**
 * Any front matter survives a section's components: for each generated item, every element
 * `render` gives shows its `role` (an article, a heading) and carries no unsafe URL.
 */
export function assertRendersSafely(
  render: (item: ContentItem) => ReactElement[],
  { runs, role }: { runs: number; role: 'article' | 'heading' },
): void {
  assertProperty(
    anyContentItem,
    (item) => {
      for (const ui of render(item)) {
        const { container } = renderWithProviders(ui)
        expect(screen.getAllByRole(role).length).toBeGreaterThan(0)
        expect(unsafeUrlsIn(container)).toEqual([])
        cleanup()
      }
    },
    runs,
  )
}
