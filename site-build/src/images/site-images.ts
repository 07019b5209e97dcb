import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import {
  type ContentSection,
  frontmatterImages,
  type ImageManifest,
  type ImageScope,
  loadFullYaml,
  parseMarkdownFile,
  resolveImage,
} from '@osck/shared/build-kit'
import { CONTENT_SECTIONS, listMarkdownFiles, readContentFile } from '../content-files'
import { safeDecode } from '../safe-decode'
import { isRaster, processImages, type ImageSource, type PipelineResult } from './pipeline'

const MARKDOWN_IMAGE = /!\[[^\]]*\]\(\s*<?([^)\s>]+)/g

export interface ImageReference {
  /** e.g. `blog/meetup.md` */
  file: string
  /** The front-matter field (`image`, `speakers[2].photo`) or `body` */
  field: string
  url: string
}

/** Every image a section's files name, as site paths (front matter images and markdown bodies). */
export function sectionImageReferences(contentRoot: string, section: string): ImageReference[] {
  const references: ImageReference[] = []
  for (const name of listMarkdownFiles(contentRoot, section)) {
    const file = `${section}/${name}`
    const parsed = parseMarkdownFile(
      name,
      readContentFile(contentRoot, section, name).toString('utf8'),
      loadFullYaml,
    )
    if (!parsed.ok) continue
    for (const { field, url } of frontmatterImages(section as ContentSection, parsed.item.frontmatter))
      references.push({ file, field, url: resolveImage(url) })
    for (const match of parsed.item.content.matchAll(MARKDOWN_IMAGE)) {
      if (match[1]) references.push({ file, field: 'body', url: resolveImage(match[1]) })
    }
  }
  return references
}

/** The local raster upload a site path names, if it exists. */
export function uploadFile(contentRoot: string, url: string): string | undefined {
  const match = /^\/uploads\/([^/]+)$/.exec(url)
  const name = match?.[1] && safeDecode(match[1])
  if (!name || !isRaster(name)) return undefined
  const file = join(contentRoot, 'uploads', name)
  return existsSync(file) ? file : undefined
}

export interface SiteImages extends PipelineResult {
  /** Published manifest file name (e.g. `content/blog/images.json`) → manifest. */
  manifests: Map<string, ImageManifest>
  references: ImageReference[]
}

/**
 * Runs the pipeline over every raster upload the content references and every raster image
 * of the site (`siteImagesDir`, published under /images/), and splits the manifest by scope:
 * a section's page reads only its own images.
 */
export async function buildSiteImages(options: {
  contentRoot: string
  siteImagesDir: string
  cacheDir: string
}): Promise<SiteImages> {
  const { contentRoot, siteImagesDir, cacheDir } = options
  const scopes = new Map<ImageScope, ImageSource[]>()
  const references = CONTENT_SECTIONS.flatMap((section) => sectionImageReferences(contentRoot, section))
  for (const section of CONTENT_SECTIONS) {
    const sources = references
      .filter((reference) => reference.file.startsWith(`${section}/`))
      .flatMap(({ url }) => {
        const file = uploadFile(contentRoot, url)
        return file ? [{ url, file }] : []
      })
    scopes.set(section, sources)
  }
  const site = existsSync(siteImagesDir) ? readdirSync(siteImagesDir).filter(isRaster).sort() : []
  scopes.set(
    'site',
    site.map((name) => ({ url: `/images/${name}`, file: join(siteImagesDir, name) })),
  )
  const result = await processImages([...scopes.values()].flat(), cacheDir)
  const byUrl = new Map(result.images.map((image) => [image.url, image.info]))
  const manifests = new Map<string, ImageManifest>()
  for (const [scope, sources] of scopes) {
    const manifest: ImageManifest = {}
    for (const { url } of sources) {
      const info = byUrl.get(url)
      if (info) manifest[url] = info
    }
    manifests.set(scope === 'site' ? 'content/images.json' : `content/${scope}/images.json`, manifest)
  }
  return { ...result, manifests, references }
}
