import {
  CONTRACT_VERSION,
  checkContract,
  isSectionModule,
  type SectionModule,
  type SectionName,
} from '@osck/shared'
import { announceUpdate, reloadPage } from '../offline/updateStore'
import { fetchExposed, forgetRemote, sectionModuleOf } from './fetchRemote'
import { warmSection } from './warmSection'

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

/** The remote was built against a newer contract than this shell: a newer shell has been deployed. */
export function remoteIsAhead(remoteVersion: unknown, shellVersion = CONTRACT_VERSION): boolean {
  const parse = (version: unknown) => (typeof version === 'string' ? version.split('.').map(Number) : [])
  const [remoteMajor = NaN, remoteMinor = NaN] = parse(remoteVersion)
  const [shellMajor = NaN, shellMinor = NaN] = parse(shellVersion)
  return remoteMajor > shellMajor || (remoteMajor === shellMajor && remoteMinor > shellMinor)
}

/** The page's requests go through the service worker, which may have answered from its cache. */
const servedByWorker = () => typeof navigator !== 'undefined' && !!navigator.serviceWorker?.controller

async function importSection(section: SectionName, fresh = false): Promise<SectionModule> {
  let exposed: unknown
  try {
    exposed = await fetchExposed(section)
  } catch (error) {
    throw new RemoteLoadError(section, `could not load the ${section} remote: ${String(error)}`)
  }
  const module = sectionModuleOf(exposed)
  if (!isSectionModule(module)) {
    throw new RemoteLoadError(section, `the ${section} remote does not expose a section module`)
  }
  const check = checkContract(module.contractVersion)
  if (check.ok) {
    // A section reached from another page: its screen's chunks and gateway parts start with it.
    warmSection(module)
    return module
  }
  const ahead = remoteIsAhead(module.contractVersion)
  // An older remote may be the worker's cached entry (slow network): ask the network once more, with
  // a URL the worker has never cached. A newer remote means this shell is the old one: offer a reload.
  if (!ahead && !fresh && servedByWorker()) {
    forgetRemote(section)
    return importSection(section, true)
  }
  if (ahead) announceUpdate(reloadPage)
  throw new RemoteLoadError(section, `the ${section} remote was refused: ${check.reason}`)
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
