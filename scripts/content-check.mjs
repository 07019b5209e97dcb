#!/usr/bin/env node
/**
 * `pnpm content:check [dir]`: parses every file under content/ (or `dir`) as
 * the site does and names each one the site would skip, then each field it drops or defaults
 * (missing images, data: images, disallowed URLs: errors; wrong types: warnings), then every image
 * on another host, downloaded (file, URL, fetched or not, type, weight; one the site will not show
 * is an error), then every image a page would download above 400 KB, with the page and the content
 * file naming it (the image pipeline runs as the publish runs it, from the same cache). Exit 1
 * when any file is broken, any field has an error, an upload cannot be read as an image or an
 * external image will not show.
 */
import { relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { withBuildModules } from './build-modules.mjs'
import { ensurePhotos } from '@osck/site-build/sample-photos'

const root = resolve(fileURLToPath(new URL('..', import.meta.url)))
const contentRoot = resolve(process.argv[2] ?? `${root}/content`)

// The starter content names generated photos: write any that are missing before checking.
if (!process.argv[2]) await ensurePhotos({ contentRoot })

await withBuildModules(async (load) => {
  const {
    checkContent,
    checkImages,
    checkExternalImages,
    contentPublishOptions,
    imageOptions,
    buildSiteImages,
    heavyImages,
    describeHeavy,
  } = await load('@osck/site-build/publish')
  // The site's pages (the shell's assembly): a file may not take a fixed page's path as its slug.
  const { site } = await load(`${root}/shell/vite/site/assembly.ts`)
  const { checked, problems, findings } = checkContent(contentRoot, site)
  for (const problem of problems) console.error(`✖ ${problem.file}: ${problem.error}`)
  console.log(
    `${checked - problems.length} of ${checked} content files are valid${problems.length ? `; ${problems.length} would be skipped` : ''}.`,
  )
  // Inside the files that are read: errors (dropped or missing) fail the check, warnings do not.
  const errors = findings.filter((finding) => finding.level === 'error')
  for (const { level, file, field, message } of findings) {
    const line = `${level === 'error' ? '✖' : '⚠'} ${file}: ${field}: ${message}`
    if (level === 'error') console.error(line)
    else console.warn(line)
  }
  if (findings.length)
    console.log(`${errors.length} error(s), ${findings.length - errors.length} warning(s) in the fields.`)
  const external = await checkExternalImages(contentRoot)
  if (external.length) console.log(`${external.length} image(s) on other hosts:`)
  for (const { level, file, field, url, message } of external) {
    const line = `${{ ok: '✓', warning: '⚠', error: '✖' }[level]} ${file}: ${field}: ${url}: ${message}`
    if (level === 'error') console.error(line)
    else if (level === 'warning') console.warn(line)
    else console.log(line)
  }
  const unshown = external.filter((image) => image.level === 'error').length
  // An upload whose bytes are no image (a PDF named poster.jpg) is never shown: the page shows
  // the default image or nothing in its place, so the check fails.
  const unreadable = await checkImages(contentRoot)
  for (const image of unreadable) {
    console.error(
      `✖ ${image.file} (${image.field}): ${image.url} cannot be read as an image: ${image.error}`,
    )
  }
  process.exitCode = problems.length || errors.length || unshown || unreadable.length ? 1 : 0
  const images = await buildSiteImages(imageOptions({ ...contentPublishOptions(), contentRoot }))
  for (const image of heavyImages(images, contentRoot)) console.warn(`⚠ ${describeHeavy(image)}`)
  // A files-only host sends no header to keep an SVG opened on its own from running script.
  const { activeSvgUploads } = await import('./pages-dist/security.mjs')
  for (const file of activeSvgUploads(`${contentRoot}/uploads`))
    console.warn(`⚠ ${relative(contentRoot, file)}: scripts or event handlers, removed when published`)
})
