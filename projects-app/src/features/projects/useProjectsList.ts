import { loadProjects, SAMPLE_PROJECT, TIMINGS, useContent, type Project } from '@osck/shared'

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * The product's timing (docs/product.md): the load starts after TIMINGS.projectsLoadStartMs and the loader
 * clears TIMINGS.projectsLoaderClearMs after the data has arrived.
 */
async function loadProjectsTimed(): Promise<Project[]> {
  await wait(TIMINGS.projectsLoadStartMs)
  let projects: Project[]
  try {
    projects = await loadProjects()
  } catch (error) {
    // Project data failure: logged, and the sample project is shown.
    console.error('[projects] could not load the projects; showing the sample project', error)
    projects = [SAMPLE_PROJECT]
  }
  await wait(TIMINGS.projectsLoaderClearMs)
  return projects
}

export function useProjectsList(): { projects: Project[]; loading: boolean } {
  const { data, loading } = useContent(loadProjectsTimed)
  return { projects: data ?? [], loading }
}
