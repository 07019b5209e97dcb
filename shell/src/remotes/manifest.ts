import {
  REMOTES_MANIFEST_PATH,
  SECTIONS,
  defaultRemoteEntryUrl,
  type SectionName,
} from '@osck/shared/remotes'
import { sitePath } from '@osck/shared/site-base'

export type RemoteManifest = Record<SectionName, string>

export function defaultManifest(): RemoteManifest {
  return Object.fromEntries(SECTIONS.map((s) => [s, defaultRemoteEntryUrl(s)])) as RemoteManifest
}

/**
 * Validates a `/remotes.json` document: an object mapping section names to
 * remoteEntry URLs (absolute or root-relative). Unknown keys and invalid
 * values are reported and ignored; missing sections keep the defaults.
 */
export function parseManifest(value: unknown): { manifest: RemoteManifest; problems: string[] } {
  const manifest = defaultManifest()
  const problems: string[] = []
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { manifest, problems: ['remotes manifest is not a JSON object'] }
  }
  for (const [key, url] of Object.entries(value)) {
    if (!(SECTIONS as readonly string[]).includes(key)) {
      problems.push(`unknown remote "${key}"`)
    } else if (typeof url !== 'string' || !/^(https?:\/\/|\/)[^\s]*\.js(\?[^\s]*)?$/.test(url)) {
      problems.push(`invalid URL for remote "${key}"`)
    } else {
      manifest[key as SectionName] = url
    }
  }
  return { manifest, problems }
}

let manifestPromise: Promise<RemoteManifest> | undefined

/** Fetched once at start, in parallel with the shell; absent → same-origin defaults. */
export function loadManifest(): Promise<RemoteManifest> {
  manifestPromise ??= fetch(sitePath(REMOTES_MANIFEST_PATH), { cache: 'no-cache' })
    .then(async (response) => {
      if (!response.ok) return defaultManifest()
      const { manifest, problems } = parseManifest(await response.json())
      for (const problem of problems) console.warn(`[remotes] ${problem}`)
      return manifest
    })
    .catch(() => defaultManifest())
  return manifestPromise
}
