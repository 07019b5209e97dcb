import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fromMarkdown } from 'mdast-util-from-markdown'
import {
  markdownSections,
  markdownTooComplex,
  resolveImage,
  safeImage,
  safeUrl,
  siteConfig,
} from '@osck/shared/build-kit'
import { safeDecode } from './safe-decode'

/** What an image URL from content becomes on the site, and whether the check can vouch for it. */
export type ImageVerdict =
  | { kind: 'ok' }
  | { kind: 'dropped' }
  | { kind: 'inline'; kb: number }
  | { kind: 'external' }
  | { kind: 'missing'; path: string }

const UPLOADS = '/uploads/'

/**
 * Resolves an image as the site does (`/uploads/x`, `uploads/x`, `public/uploads/x` and
 * `./uploads/x` are one file) and looks for it in content/uploads. An image on another host (http
 * or https) is `external`: external-images.ts fetches it.
 */
export function checkImage(contentRoot: string, url: string): ImageVerdict {
  if (/^\s*data:/i.test(url)) return { kind: 'inline', kb: Math.round(url.length / 1024) }
  if (/^\s*(https?:)?\/\//i.test(url)) return { kind: 'external' }
  if (!safeImage(url)) return { kind: 'dropped' }
  const resolved = resolveImage(url)
  if (resolved === siteConfig.logo) return { kind: 'ok' }
  if (!resolved.startsWith(UPLOADS)) return { kind: 'missing', path: resolved }
  const relative = safeDecode(resolved.slice(UPLOADS.length).split(/[?#]/)[0] ?? '')
  const file = join(contentRoot, 'uploads', relative)
  const inside = !relative.split('/').includes('..')
  return inside && existsSync(file) && statSync(file).isFile()
    ? { kind: 'ok' }
    : { kind: 'missing', path: resolved }
}

interface MarkdownNode {
  type: string
  url?: string
  identifier?: string
  children?: MarkdownNode[]
  position?: { start: { line: number } }
}

export interface BodyImage {
  /** The URL as the renderer receives it ('' when react-markdown's filter blanks it). */
  url: string
  written: string
  line: number
}

export interface BodyPart {
  /** The body's line this part starts on (1-based). */
  line: number
  /**
   * Too complex to format (`markdownTooComplex`), or its parsing failed: the site shows its text
   * as written, so it shows no image either.
   */
  plain: boolean
  images: BodyImage[]
}

/** A body in the parts the site renders one by one (`markdownSections`), with their images. */
export function bodyParts(markdown: string): BodyPart[] {
  let line = 1
  return markdownSections(markdown).map((source) => {
    const part: BodyPart = { line, plain: markdownTooComplex(source), images: [] }
    if (!part.plain)
      try {
        part.images = partImages(source).map((image) => ({ ...image, line: image.line + line - 1 }))
      } catch {
        part.plain = true
      }
    line += source.split('\n').length
    return part
  })
}

/** Every image of a body part (inline and by reference), with the URL react-markdown keeps. */
function partImages(markdown: string): BodyImage[] {
  const tree = fromMarkdown(markdown) as MarkdownNode
  const definitions = new Map<string, string>()
  const found: { node: MarkdownNode; url: string }[] = []
  const walk = (node: MarkdownNode) => {
    if (node.type === 'definition' && node.identifier) definitions.set(node.identifier, node.url ?? '')
    if (node.type === 'image') found.push({ node, url: node.url ?? '' })
    if (node.type === 'imageReference') found.push({ node, url: '' })
    node.children?.forEach(walk)
  }
  walk(tree)
  return found.flatMap(({ node, url }) => {
    const written = node.type === 'imageReference' ? (definitions.get(node.identifier ?? '') ?? '') : url
    if (!written) return []
    return [{ url: safeUrl(written), written, line: node.position?.start.line ?? 0 }]
  })
}
