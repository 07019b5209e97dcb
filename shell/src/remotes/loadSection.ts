import { checkContract, isSectionModule, type SectionModule, type SectionName } from '@osck/shared'
import { fetchExposed, forgetRemote } from './fetchRemote'

export class RemoteLoadError extends Error {
  constructor(
    readonly section: SectionName,
    message: string,
  ) {
    super(message)
    this.name = 'RemoteLoadError'
  }
}

const loaded = new Map<SectionName, Promise<SectionModule>>()

async function importSection(section: SectionName): Promise<SectionModule> {
  let exposed: unknown
  try {
    exposed = await fetchExposed(section)
  } catch (error) {
    throw new RemoteLoadError(section, `could not load the ${section} remote: ${String(error)}`)
  }
  const module = (exposed as { default?: unknown }).default ?? exposed
  if (!isSectionModule(module)) {
    throw new RemoteLoadError(section, `the ${section} remote does not expose a section module`)
  }
  const check = checkContract(module.contractVersion)
  if (!check.ok) throw new RemoteLoadError(section, `the ${section} remote was refused: ${check.reason}`)
  return module
}

/** Loads and checks a section's remote once; a failed load is forgotten so Retry can try again. */
export function loadSection(section: SectionName): Promise<SectionModule> {
  const cached = loaded.get(section)
  if (cached) return cached
  const promise = importSection(section).catch((error: unknown) => {
    loaded.delete(section)
    forgetRemote(section)
    console.error(`[remotes] ${error instanceof Error ? error.message : String(error)}`)
    throw error
  })
  loaded.set(section, promise)
  return promise
}
