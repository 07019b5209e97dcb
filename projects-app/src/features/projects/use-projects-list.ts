import { loadProjects, SAMPLE_PROJECT, TIMINGS, useContent, type Project } from '@osck/shared'
import { useLoadError } from '@osck/shared/sections/load-error'

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * docs/product.md: the load starts after TIMINGS.projectsLoadStartMs and the loader
 * clears TIMINGS.projectsLoaderClearMs after the data has arrived.
 */
async function loadProjectsTimed(): Promise<Project[]> {
  await wait(TIMINGS.projectsLoadStartMs)
  try {
    return await loadProjects()
  } finally {
    await wait(TIMINGS.projectsLoaderClearMs)
  }
}

/** The projects; a load failure is logged and shows the sample project. */
export function useProjectsList(): { projects: Project[]; loading: boolean } {
  const { data, loading, error } = useContent(loadProjectsTimed)
  useLoadError(error, '[projects] the projects (showing the sample project)')
  return { projects: data ?? (error ? [SAMPLE_PROJECT] : []), loading }
}
