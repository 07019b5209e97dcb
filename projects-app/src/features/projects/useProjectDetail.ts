import { loadProject, SAMPLE_PROJECT, TIMINGS, type Project } from '@osck/shared'
import { startTransition, useEffect, useState } from 'react'

/** `loading`: spinner before and during the read; `settling`: skeleton after it; then `done`. */
export type DetailPhase = 'loading' | 'settling' | 'done'

async function readProject(slug: string): Promise<Project | undefined> {
  try {
    return await loadProject(slug)
  } catch (error) {
    // Project data failure: logged; the sample project still answers its own slug.
    console.error(`[projects] could not load project ${slug}`, error)
    return slug === SAMPLE_PROJECT.slug ? SAMPLE_PROJECT : undefined
  }
}

/**
 * The product's timing (docs/product.md): waits TIMINGS.projectDetailBeforeMs before reading the project
 * and TIMINGS.projectDetailAfterMs after it before showing it.
 */
export function useProjectDetail(slug: string): { phase: DetailPhase; project: Project | undefined } {
  const [state, setState] = useState<{ phase: DetailPhase; project: Project | undefined }>({
    phase: 'loading',
    project: undefined,
  })
  useEffect(() => {
    let active = true
    let after: ReturnType<typeof setTimeout> | undefined
    const before = setTimeout(() => {
      void readProject(slug).then((project) => {
        if (!active) return
        // Transitions: the page renders in slices instead of one long task on a slow phone.
        startTransition(() => setState({ phase: 'settling', project }))
        after = setTimeout(() => {
          if (active) startTransition(() => setState({ phase: 'done', project }))
        }, TIMINGS.projectDetailAfterMs)
      })
    }, TIMINGS.projectDetailBeforeMs)
    return () => {
      active = false
      clearTimeout(before)
      clearTimeout(after)
    }
  }, [slug])
  return state
}
