import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { buildListData, LIST_DATA_FILE } from '@osck/shared/build-kit'
import { join } from 'node:path'
import {
  CONTENT_SECTIONS,
  copyIntoBuild,
  listMarkdownFiles,
  readContentFile,
  uploadFiles,
} from '../content-files'
import { describeProblems, preparePhotos } from '../images'
import { heavyImages, type HeavyImage } from '../images/heavy'
import { VARIANT_DIR } from '../images/pipeline'
import { buildSiteImages } from '../images/site-images'
import { readSiteContent, type ContentProblem } from '../read-content'
import { buildSiteFiles } from './build'
import { imageOptions, type ContentPublishOptions } from './publish-options'

export interface ContentPublishReport {
  pages: number
  cards: number
  images: number
  /** Images encoded by this publish (0 when every one was in the cache). */
  encoded: number
  /** Content files the site skips. */
  problems: ContentProblem[]
  /** One line per image that cannot be read (shown from its original). */
  imageProblems: string[]
  /** Images a visitor would download above the budget, with the content files naming them. */
  heavy: HeavyImage[]
}

/**
 * The content API: `/content/{section}/index.json` (generated, never hand-maintained), the
 * markdown files, each section's list data (`list.json`: what the lists show of every file, in
 * one request) and `/uploads/*`, replacing what an earlier publish wrote.
 */
async function writeContentApi(contentRoot: string, outDir: string): Promise<void> {
  for (const section of CONTENT_SECTIONS) {
    const dir = join(outDir, 'content', section)
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    const files = listMarkdownFiles(contentRoot, section).map((name) => ({
      name,
      bytes: readContentFile(contentRoot, section, name),
    }))
    writeFileSync(join(dir, 'index.json'), JSON.stringify(files.map((file) => file.name)))
    for (const { name, bytes } of files) writeFileSync(join(dir, name), bytes)
    const texts = files.map(({ name, bytes }) => ({ name, text: bytes.toString('utf8') }))
    writeFileSync(join(dir, LIST_DATA_FILE), JSON.stringify(await buildListData(texts)))
  }
  rmSync(join(outDir, 'uploads'), { recursive: true, force: true })
  copyIntoBuild(outDir, uploadFiles(contentRoot))
}

/**
 * THE content step, the one way content reaches a site: the shell build (its `sitePages` plugin),
 * `pnpm pages` and the dev server all call it. Into `outDir` it writes the content API, the image
 * variants (sharp, cached by content hash) under /assets/img/, the section and site image
 * manifests, and, when `outDir` has the shell's index.html, every route's page, the social cards,
 * feeds, calendars, sitemap and robots.txt. A broken file is skipped and named in the report.
 */
export async function publishSiteContent(
  outDir: string,
  options: ContentPublishOptions,
): Promise<ContentPublishReport> {
  const images = imageOptions(options)
  await preparePhotos(images)
  await writeContentApi(options.contentRoot, outDir)

  const site = await buildSiteImages(images)
  rmSync(join(outDir, VARIANT_DIR), { recursive: true, force: true })
  copyIntoBuild(
    outDir,
    site.images.flatMap((image) => [...image.files]),
  )
  for (const [fileName, manifest] of site.manifests) {
    mkdirSync(join(outDir, fileName, '..'), { recursive: true })
    writeFileSync(join(outDir, fileName), JSON.stringify(manifest))
  }

  const pages =
    options.site && existsSync(join(outDir, 'index.html'))
      ? await buildSiteFiles({
          contentRoot: options.contentRoot,
          outDir,
          cacheDir: options.cardCacheDir,
          origin: options.origin,
          site: options.site,
        })
      : undefined
  return {
    pages: pages?.pages ?? 0,
    cards: pages?.cards ?? 0,
    images: site.images.length,
    encoded: site.encoded,
    problems: pages?.problems ?? readSiteContent(options.contentRoot).problems,
    imageProblems: describeProblems(site),
    heavy: heavyImages(site, options.contentRoot),
  }
}
