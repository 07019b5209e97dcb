/**
 * The community's settings file (`content/settings/community.yml`) as the build reads it: for the
 * pages (forms that post, the settings a page carries for the app), the CSP and `content:check`.
 */
import { JSON_SCHEMA, load } from 'js-yaml'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  formOrigins,
  SETTINGS_ELEMENT_ID,
  SETTINGS_FILE,
  type SiteSettings,
  toSiteSettings,
} from '@osck/shared/site-settings'
import type { ContentFinding } from './content-lint'

export { formOrigins, type SiteSettings }

/** The settings, and what was dropped from them (as content findings); no file: none set. */
export function readSiteSettings(contentRoot: string): {
  settings: SiteSettings
  findings: ContentFinding[]
} {
  const path = join(contentRoot, SETTINGS_FILE)
  if (!existsSync(path)) return { settings: {}, findings: [] }
  const finding = (field: string, message: string): ContentFinding => ({
    level: 'error',
    file: SETTINGS_FILE,
    field,
    message,
  })
  let data: unknown
  try {
    data = load(readFileSync(path, 'utf8'), { schema: JSON_SCHEMA })
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0]
    return { settings: {}, findings: [finding('(file)', `is not valid YAML (${reason}); nothing is set`)] }
  }
  const { settings, problems } = toSiteSettings(data)
  return { settings, findings: problems.map((p) => finding(p.field, p.message)) }
}

const SETTINGS_SCRIPT = new RegExp(
  `\\s*<script type="application/json" id="${SETTINGS_ELEMENT_ID}">[^<]*</script>`,
)

/**
 * The page with the settings the app reads (pageSettings) at the end of its head, replacing any a
 * previous publish wrote; none set: no element at all. `<` is escaped so the JSON cannot end the script.
 */
export function withSettingsScript(html: string, settings: SiteSettings): string {
  const clean = html.replace(SETTINGS_SCRIPT, '')
  if (!settings.newsletter && !settings.suggestions) return clean
  const json = JSON.stringify(settings).replace(/</g, '\\u003c')
  return clean.replace(
    '</head>',
    () => `  <script type="application/json" id="${SETTINGS_ELEMENT_ID}">${json}</script>\n  </head>`,
  )
}
