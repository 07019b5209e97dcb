import { checkContract, isSectionModule, REMOTES, type SectionModule, type SectionName } from '@osck/shared'
import { EXPOSED_MODULE } from '@osck/shared/remotes'
import { __federation_method_getRemote, __federation_method_setRemote } from 'virtual:__federation__'
import { loadManifest } from './manifest'

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
const failures = new Map<SectionName, number>()

function configure(section: SectionName): void {
  // A failed import() may be cached by URL, so a retry asks for a fresh one.
  const failed = failures.get(section) ?? 0
  const suffix = failed > 0 ? `?retry=${failed}` : ''
  __federation_method_setRemote(REMOTES[section].federationName, {
    url: () => loadManifest().then((manifest) => `${manifest[section]}${suffix}`),
    format: 'esm',
    from: 'vite',
  })
}

async function importSection(section: SectionName): Promise<SectionModule> {
  let exposed: unknown
  try {
    exposed = await __federation_method_getRemote(REMOTES[section].federationName, EXPOSED_MODULE)
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

/** Loads a section's remote once; a failed load is forgotten so Retry can try again. */
export function loadSection(section: SectionName): Promise<SectionModule> {
  const cached = loaded.get(section)
  if (cached) return cached
  configure(section)
  const promise = importSection(section).catch((error: unknown) => {
    loaded.delete(section)
    failures.set(section, (failures.get(section) ?? 0) + 1)
    console.error(`[remotes] ${error instanceof Error ? error.message : String(error)}`)
    throw error
  })
  loaded.set(section, promise)
  return promise
}
