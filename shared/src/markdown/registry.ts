import type { ComponentType } from 'react'

/**
 * Filled in by the markdown chunk when it has been evaluated (the shell's entry starts it early
 * on detail pages), so LazyMarkdown can render it at once instead of a skeleton of another height.
 */
export const loadedMarkdown: { Markdown?: ComponentType<{ children: string }> } = {}
