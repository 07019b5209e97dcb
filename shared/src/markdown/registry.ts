import type { ComponentType } from 'react'

/**
 * Filled in by the markdown chunks when they have been evaluated (the shell's entry starts one
 * early on detail pages), so LazyMarkdown can render at once instead of a skeleton of another height.
 */
export const loadedMarkdown: {
  Markdown?: ComponentType<{ children: string }>
  PrerenderedBody?: ComponentType<{ body: Element }>
} = {}
