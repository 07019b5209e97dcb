import { statSync } from 'node:fs'
import { basename, join } from 'node:path'
import { readSiteContent } from '../read-content'
import { safeDecode } from '../safe-decode'
import type { SiteImages } from './site-images'

/** No image response a route downloads may weigh more than this (a phone on prepaid data). */
export const IMAGE_BUDGET_KB = 400

export interface HeavyImage {
  /** The site path content names, e.g. `/uploads/meetup.jpg`. */
  url: string
  /** The file a visitor downloads for it: the original, or its heaviest AVIF/WebP variant. */
  served: string
  kb: number
  /** The content files naming it (`blog/meetup.md (image)`), or the site's own folder. */
  usedBy: string[]
  /** The pages that show it. */
  pages: string[]
}

const kbOf = (file: string) => statSync(file).size / 1024

/** The upload a site path names, whatever its type (a drawing is downloaded as it is too). */
function uploadOf(contentRoot: string, url: string): string | undefined {
  const name = /^\/uploads\/([^/]+)$/.exec(url)?.[1]
  const file = name && join(contentRoot, 'uploads', safeDecode(name))
  return file && statSync(file, { throwIfNoEntry: false })?.isFile() ? file : undefined
}

/**
 * Every image a page downloads above the budget: an image with variants is measured by its
 * heaviest AVIF or WebP variant (what a browser picks at most; JPEG is only older browsers'
 * fallback), one without (unreadable, or not a raster such as SVG or GIF) by its original.
 */
export function heavyImages(site: SiteImages, contentRoot: string, budgetKB = IMAGE_BUDGET_KB): HeavyImage[] {
  const processed = new Map(site.images.map((image) => [image.url, image]))
  const content = readSiteContent(contentRoot)
  const slugs = new Map(
    [...content.posts, ...content.events, ...content.projects].map(({ file, item }) => [
      file.replace(/\\/g, '/'),
      item.slug,
    ]),
  )
  const found = new Map<string, HeavyImage>()
  const weigh = (url: string, file: string | undefined): { served: string; kb: number } | undefined => {
    const image = processed.get(url)
    if (image) {
      const variants = [...image.files].filter(([name]) => /\.(avif|webp)$/.test(name))
      const [name, path] = variants.reduce((a, b) => (kbOf(b[1]) > kbOf(a[1]) ? b : a))
      return { served: `/${name}`, kb: kbOf(path) }
    }
    return file ? { served: url, kb: kbOf(file) } : undefined
  }
  const note = (url: string, file: string | undefined, usedBy: string, pages: string[]) => {
    const weight = weigh(url, file)
    if (!weight || weight.kb <= budgetKB) return
    const entry = found.get(url) ?? { url, ...weight, usedBy: [], pages: [] }
    entry.usedBy.push(usedBy)
    entry.pages.push(...pages.filter((page) => !entry.pages.includes(page)))
    found.set(url, entry)
  }
  for (const reference of site.references) {
    const section = reference.file.split('/')[0] ?? ''
    const slug = slugs.get(reference.file)
    const pages = [`/${section}`, ...(slug ? [`/${section}/${encodeURIComponent(slug)}`] : [])]
    note(reference.url, uploadOf(contentRoot, reference.url), `${reference.file} (${reference.field})`, pages)
  }
  for (const image of site.images.filter((image) => image.url.startsWith('/images/')))
    note(image.url, undefined, `shell/public${image.url}`, ['/home'])
  for (const problem of site.problems.filter((problem) => problem.url.startsWith('/images/')))
    note(problem.url, problem.file, `shell/public/images/${basename(problem.file)}`, ['/home'])
  return [...found.values()]
}

/** One line per heavy image, for `pnpm content:check` and the publish's warnings. */
export const describeHeavy = (image: HeavyImage) =>
  `${image.url} makes ${image.pages.join(', ')} download ${image.kb.toFixed(0)} KB (${image.served}; budget ${IMAGE_BUDGET_KB} KB), named by ${image.usedBy.join(', ')}`
