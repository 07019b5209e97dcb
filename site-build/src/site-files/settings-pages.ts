import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type SiteSettings, withSettingsScript } from '../site-settings'

/** The app's own pages in a shell build: every route starts from one (a static host's copy too). */
const APP_PAGES = ['index.html', 'app-shell.html']

/**
 * Puts the community's settings into the build's app pages (none set: takes them out), so the app
 * reads them whatever page it starts from; returns index.html, the template of every route's page.
 */
export function appPagesWithSettings(outDir: string, settings: SiteSettings): string {
  for (const name of APP_PAGES.filter((page) => existsSync(join(outDir, page)))) {
    const file = join(outDir, name)
    const html = readFileSync(file, 'utf8')
    const updated = withSettingsScript(html, settings)
    if (updated !== html) writeFileSync(file, updated)
  }
  return readFileSync(join(outDir, 'index.html'), 'utf8')
}
