import { siteConfig } from '../site-config'
import type { ContentSection } from './types'

/**
 * What the site shows for a text field a file leaves out. The normalisers read it in the browser;
 * the content schema (schema.ts: `pnpm content:check`, the editor) names the same values, so its
 * labels and hints never reach a visitor's download.
 */
export const FIELD_DEFAULTS: Readonly<Record<ContentSection, Readonly<Record<string, string>>>> = {
  blog: { author: siteConfig.name, category: 'General' },
  events: {},
  projects: { status: 'Active', category: 'Uncategorized' },
}

/** The site's default for a field that has one. */
export function fieldDefault(section: ContentSection, name: string): string {
  const value = FIELD_DEFAULTS[section][name]
  if (value === undefined) throw new Error(`${section}.${name} has no text default`)
  return value
}
