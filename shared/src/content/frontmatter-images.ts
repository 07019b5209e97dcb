import { CONTENT_SCHEMA, type ContentField } from './schema'
import { entriesOf } from './normalize-event-program'
import type { ContentSection } from './types'

/** One image a file's front matter names: `field` as content:check names it (`speakers[2].photo`). */
export interface FrontmatterImage {
  field: string
  /** As written (trimmed). */
  url: string
}

const written = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)

function imagesOf(
  fields: readonly ContentField[],
  values: Record<string, unknown>,
  at = '',
): FrontmatterImage[] {
  return fields.flatMap((field) => {
    const name = `${at}${field.name}`
    if (field.kind === 'image') {
      const url = written(values[field.name])
      return url ? [{ field: name, url }] : []
    }
    const nested = field.fields ?? []
    if (field.kind === 'group')
      return entriesOf([values[field.name]]).flatMap((group) => imagesOf(nested, group, `${name}.`))
    if (field.kind !== 'entries') return []
    // A recap photo may be written as a plain path, without `photo:`.
    const items = Array.isArray(values[field.name]) ? (values[field.name] as unknown[]) : []
    return items.flatMap((item, index) => {
      const at = `${name}[${index + 1}]`
      if (typeof item === 'string' && nested[0]?.kind === 'image')
        return written(item) ? [{ field: at, url: item.trim() }] : []
      return entriesOf([item]).flatMap((entry) => imagesOf(nested, entry, `${at}.`))
    })
  })
}

/**
 * Every image a section's schema reads from a file's front matter: its `image`, and the photos of
 * its entries and groups (an event's speakers, its recap's photos). The image pipeline makes their variants; content:check
 * looks for each one.
 */
export const frontmatterImages = (
  section: ContentSection,
  frontmatter: Record<string, unknown>,
): FrontmatterImage[] => imagesOf(CONTENT_SCHEMA[section], frontmatter)
