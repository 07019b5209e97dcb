import { join } from 'node:path'
import type { Plugin } from 'vite'
import { devContentFile, isPublishedPath } from './dev-content'
import { publishSiteContent } from './site-files/publish-content'
import { contentPublishOptions, type ContentPublishOptions } from './site-files/publish-options'
import { readSiteSettings, withSettingsScript } from './site-settings'

/**
 * Dev: serves `content/` as the site's content API, uploads, image manifests and variants,
 * from the content step itself (`publishSiteContent`) run into the dev server's cache folder,
 * again after any change under `content/` (unchanged images come from the cache).
 */
export function contentPlugin(overrides: Partial<ContentPublishOptions> = {}): Plugin {
  return {
    name: 'osck:content',
    apply: 'serve',
    // The settings the app reads (content/settings/community.yml), as they are at each page load.
    transformIndexHtml: (html) =>
      withSettingsScript(
        html,
        readSiteSettings({ ...contentPublishOptions(), ...overrides }.contentRoot).settings,
      ),
    configureServer(server) {
      const options = { ...contentPublishOptions(), ...overrides }
      const publishedDir = join(server.config.cacheDir, 'osck-content')
      let stale = true
      let published: Promise<void> = Promise.resolve()
      const ready = () => {
        if (stale) {
          stale = false
          published = published
            .then(() => publishSiteContent(publishedDir, options))
            .then(
              (report) => report.imageProblems.forEach((line) => server.config.logger.warn(line)),
              (error: unknown) => server.config.logger.error(`content could not be published: ${error}`),
            )
        }
        return published
      }
      server.watcher.add(options.contentRoot)
      server.watcher.on('all', (_event, file) => {
        if (file.startsWith(options.contentRoot)) stale = true
      })
      server.middlewares.use((req, res, next) => {
        if (!isPublishedPath(req.url ?? '')) return next()
        ready()
          .then(() => {
            const file = devContentFile(publishedDir, req.url ?? '')
            if (!file) return next()
            res.setHeader('Content-Type', file.type)
            res.setHeader('Cache-Control', 'no-cache')
            res.end(file.body)
          })
          .catch(next)
      })
    },
  }
}
