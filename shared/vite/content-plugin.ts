import type { Plugin } from 'vite'
import { checkContent } from './content-check'
import {
  CONTENT_SECTIONS,
  copyIntoBuild,
  listMarkdownFiles,
  listUploads,
  readContentFile,
  uploadFiles,
} from './content-files'
import { imagesMiddleware, preparePhotos, publishImages, type ImageOptions } from './images'

const MIME: Record<string, string> = {
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
}

function mimeOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return MIME[name.slice(dot).toLowerCase()] ?? 'application/octet-stream'
}

/**
 * Publishes `content/` as the site's content API: `/content/{section}/index.json`
 * (generated, never hand-maintained), `/content/{section}/{file}.md` and
 * `/uploads/*`. Served live in dev; published into the build when `publish` is set.
 */
export function contentPlugin(options: {
  contentRoot: string
  publish: boolean
  images?: ImageOptions
}): Plugin {
  const { contentRoot, publish, images } = options
  let variants: Array<[string, string]> = []
  return {
    name: 'osck:content',
    async buildStart() {
      if (images) await preparePhotos(images)
    },
    configureServer(server) {
      if (images) server.middlewares.use(imagesMiddleware(images))
      server.middlewares.use((req, res, next) => {
        const path = decodeURIComponent((req.url ?? '').split('?')[0] ?? '')
        const body = resolveDevFile(contentRoot, path)
        if (body === undefined) return next()
        res.setHeader('Content-Type', mimeOf(path))
        res.setHeader('Cache-Control', 'no-cache')
        res.end(body)
      })
    },
    async generateBundle() {
      if (!publish) return
      if (images) variants = await publishImages(this, images)
      for (const problem of checkContent(contentRoot).problems) {
        this.warn(`content/${problem.file} will be skipped by the site: ${problem.error}`)
      }
      for (const section of CONTENT_SECTIONS) {
        const files = listMarkdownFiles(contentRoot, section)
        this.emitFile({
          type: 'asset',
          fileName: `content/${section}/index.json`,
          source: JSON.stringify(files),
        })
        for (const file of files) {
          this.emitFile({
            type: 'asset',
            fileName: `content/${section}/${file}`,
            source: readContentFile(contentRoot, section, file),
          })
        }
      }
    },
    // Photos (originals and variants) are copied, not emitted: see copyIntoBuild.
    writeBundle(output) {
      if (!publish || !output.dir) return
      copyIntoBuild(output.dir, [...uploadFiles(contentRoot), ...variants])
    },
  }
}

function resolveDevFile(contentRoot: string, path: string): string | Buffer | undefined {
  if (path.includes('..')) return undefined
  const upload = /^\/uploads\/([^/]+)$/.exec(path)
  if (upload?.[1] && listUploads(contentRoot).includes(upload[1])) {
    return readContentFile(contentRoot, 'uploads', upload[1])
  }
  const match = /^\/content\/([a-z]+)\/([^/]+)$/.exec(path)
  if (!match) return undefined
  const [, section = '', file = ''] = match
  if (!(CONTENT_SECTIONS as readonly string[]).includes(section)) return undefined
  const files = listMarkdownFiles(contentRoot, section)
  if (file === 'index.json') return JSON.stringify(files)
  return files.includes(file) ? readContentFile(contentRoot, section, file) : undefined
}
