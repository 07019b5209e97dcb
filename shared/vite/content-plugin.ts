import type { Plugin } from 'vite'
import { checkContent } from './content-check'
import {
  CONTENT_SECTIONS,
  copyIntoBuild,
  listMarkdownFiles,
  readContentFile,
  uploadFiles,
} from './content-files'
import { devContentFile } from './dev-content'
import { imagesMiddleware, preparePhotos, publishImages, type ImageOptions } from './images'

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
        const file = devContentFile(contentRoot, req.url ?? '')
        if (!file) return next()
        res.setHeader('Content-Type', file.type)
        res.setHeader('Cache-Control', 'no-cache')
        res.end(file.body)
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
