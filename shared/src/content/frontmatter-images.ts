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

function imagesOf(fields: readonly ContentField[], values: Record<string, unknown>, at = ''): FrontmatterImage[] {
  return fields.flatMap((field) => {
    const name = `${at}${field.name}`
    if (field.kind === 'image') {
      const url = written(values[field.name])
      return url ? [{ field: name, url }] : []
    }
    if (field.kind !== 'entries' || !field.fields) return []
    const nested = field.fields
    return entriesOf(values[field.name]).flatMap((entry, index) =>
      imagesOf(nested, entry, `${name}[${index + 1}].`),
    )
  })
}

/**
 * Every image a section's schema reads from a file's front matter: its `image`, and the photos of
 * its entries (an event's speakers). The image pipeline makes their variants; content:check
 * looks for each one.
 */
export const frontmatterImages = (
  section: ContentSection,
  frontmatter: Record<string, unknown>,
): FrontmatterImage[] => imagesOf(CONTENT_SCHEMA[section], frontmatter)
