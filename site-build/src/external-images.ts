import { type ContentSection, frontmatterImages } from '@osck/shared/build-kit'
import { bodyParts } from './content-images'
import { readContentItems } from './content-check'
import { IMAGE_BUDGET_KB } from './images/heavy'

/** How long one image may take to answer, whole body included. */
export const PROBE_TIMEOUT_MS = 8_000
/** Bytes read of one image at most: enough to call it far too heavy. */
const READ_LIMIT = 20 * 1024 * 1024
const AT_ONCE = 6

export interface ExternalImage {
  /** `section/file`, and `image` or `body (line N)`. */
  file: string
  field: string
  url: string
  /** error: the site will not show it; warning: it shows, with a cost or a doubt. */
  level: 'ok' | 'warning' | 'error'
  /** Whether the check could download it, and what it got. */
  fetched: boolean
  type?: string
  kb?: number
  message: string
}

interface Probe {
  fetched: boolean
  status?: number
  type?: string
  bytes?: number
  error?: string
}

/** Downloads an image as a browser would ask for it, counting its bytes; never throws. */
export async function probeImage(url: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<Probe> {
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8', 'user-agent': 'osck-content-check' },
    })
    let bytes = 0
    const reader = response.body?.getReader()
    while (reader && bytes <= READ_LIMIT) {
      const { done, value } = await reader.read()
      if (done) break
      bytes += value.byteLength
    }
    await reader?.cancel()
    const type = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
    return { fetched: true, status: response.status, type, bytes }
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code
    const name =
      (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : undefined
    return { fetched: false, error: name ?? cause ?? (error as Error).message }
  }
}

/** What the check got: `fetched (image/png, 12 KB)`, `fetched (404, text/plain, 0 KB)`, `not fetched (ECONNREFUSED)`. */
function fetchSummary(probe: Probe): string {
  if (!probe.fetched) return `not fetched (${probe.error})`
  const status =
    probe.status !== undefined && (probe.status < 200 || probe.status > 299) ? `${probe.status}, ` : ''
  return `fetched (${status}${probe.type ?? 'no type'}, ${Math.round((probe.bytes ?? 0) / 1024)} KB)`
}

/** Whether the site shows an image on another host, given what the check downloaded, and why. */
function judge(url: string, probe: Probe): Pick<ExternalImage, 'level'> & { why: string } {
  if (/^http:/i.test(url))
    return {
      level: 'error',
      why: 'http: is never shown (mixed content on the https site); write it with https://',
    }
  if (!probe.fetched)
    return {
      level: 'warning',
      why: 'the page keeps it linked as written, so it shows wherever readers reach the host',
    }
  if (probe.status !== undefined && (probe.status < 200 || probe.status > 299))
    return { level: 'error', why: 'an error, not an image: not shown, its alt text is' }
  if (!probe.type?.startsWith('image/'))
    return { level: 'error', why: 'not an image: not shown (link the image itself, not a page showing it)' }
  if (probe.type === 'image/svg+xml')
    return {
      level: 'warning',
      why: 'an SVG from another host: shown as an image, where its scripts never run, but not sanitized like an upload; put it in content/uploads to have it checked',
    }
  if ((probe.bytes ?? 0) / 1024 > IMAGE_BUDGET_KB)
    return {
      level: 'warning',
      why: `above the ${IMAGE_BUDGET_KB} KB budget of one image, with no smaller copy for phones; put it in content/uploads for variants`,
    }
  return { level: 'ok', why: 'shown' }
}

/** What the site does with an image on another host: the fetch's summary, then the verdict. */
export function verdict(url: string, probe: Probe): Pick<ExternalImage, 'level' | 'message'> {
  const { level, why } = judge(url, probe)
  return { level, message: `${fetchSummary(probe)}: ${why}` }
}

/** Runs `task` on every value, `AT_ONCE` at a time. */
async function eachLimited<T, R>(values: T[], task: (value: T) => Promise<R>): Promise<R[]> {
  const results: R[] = []
  let next = 0
  const worker = async () => {
    while (next < values.length) {
      const index = next++
      results[index] = await task(values[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, values.length) }, worker))
  return results
}

const EXTERNAL = /^(https?:)?\/\//i

/**
 * Every image content names on another host (front matter and bodies), downloaded once per URL:
 * named with its file, field, URL, whether it could be fetched, its type and weight, and what the
 * site does with it. The build never fetches these; `pnpm content:check` does.
 */
export async function checkExternalImages(
  contentRoot: string,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<ExternalImage[]> {
  const references = readContentItems(contentRoot).items.flatMap(
    ({ section, file, frontmatter, content }) => {
      const name = `${section}/${file}`
      const found = frontmatterImages(section as ContentSection, frontmatter).map(({ field, url }) => ({
        file: name,
        field,
        url,
      }))
      for (const part of bodyParts(content))
        for (const { written, line } of part.images)
          found.push({ file: name, field: `body (line ${line})`, url: written.trim() })
      return found.filter(({ url }) => EXTERNAL.test(url))
    },
  )
  const urls = [...new Set(references.map(({ url }) => (url.startsWith('//') ? `https:${url}` : url)))]
  const probes = new Map(urls.map((url, index) => [url, index]))
  const results = await eachLimited(urls, (url) => probeImage(url, timeoutMs))
  return references.map((reference) => {
    const url = reference.url.startsWith('//') ? `https:${reference.url}` : reference.url
    const probe = results[probes.get(url)!]!
    return {
      ...reference,
      fetched: probe.fetched,
      type: probe.type,
      kb: probe.bytes === undefined ? undefined : Math.round(probe.bytes / 1024),
      ...verdict(url, probe),
    }
  })
}
