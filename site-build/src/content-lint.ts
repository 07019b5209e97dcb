import {
  CONTENT_SCHEMA,
  endAfterStart,
  type FieldKind,
  parseDate,
  readCoordinates,
  readCount,
  readText,
  safeLink,
  safeWebLink,
} from '@osck/shared/build-kit'
import { bodyParts, checkImage } from './content-images'
import { lintEntries, lintGroup } from './content-lint-entries'

/** A file the site reads, as parsed: `section` is blog, events or projects, `file` its name. */
export interface LintItem {
  section: string
  file: string
  frontmatter: Record<string, unknown>
  content: string
}

/** An error is something the site drops or cannot show (the check fails); a warning is read anyway. */
export interface ContentFinding {
  level: 'error' | 'warning'
  /** `section/file`. */
  file: string
  /** The front-matter field, or `body (line N)`. */
  field: string
  message: string
}

/** The fields each section reads, by what the site expects in them (title is checked by the parser). */
const FIELDS: Record<string, Record<string, FieldKind>> = Object.fromEntries(
  Object.entries(CONTENT_SCHEMA).map(([section, fields]) => [
    section,
    Object.fromEntries(fields.filter((field) => !field.required).map((field) => [field.name, field.kind])),
  ]),
)

/** Values taken in full before nested ones are cut: a message shows 60 characters anyway. */
const SHOWN_VALUES = 40

/**
 * A value as JSON, cut at 60 characters. YAML aliases (`*name`) can nest a small file's value
 * millions of times over, so after a few dozen values nested lists and objects are written `"…"`
 * instead of being walked.
 */
const shown = (value: unknown) => {
  let seen = 0
  const json =
    JSON.stringify(value, (_key, entry: unknown) =>
      ++seen > SHOWN_VALUES && typeof entry === 'object' && entry !== null ? '…' : entry,
    ) ?? String(value)
  return json.length > 60 ? `${json.slice(0, 57)}…` : json
}

/**
 * Names, per file and field, what the site drops or defaults: images missing from
 * content/uploads (front matter and markdown bodies), data: images, URLs the protocol allow-list
 * drops, and values of the wrong type (warning). Images on other hosts: external-images.ts.
 */
export function lintContent(items: readonly LintItem[], contentRoot: string): ContentFinding[] {
  const findings: ContentFinding[] = []
  for (const { section, file, frontmatter, content } of items) {
    const name = `${section}/${file}`
    const report = (level: ContentFinding['level'], field: string, message: string) =>
      findings.push({ level, file: name, field, message })
    const image = (field: string, url: string) => {
      const verdict = checkImage(contentRoot, url)
      const instead = field.startsWith('body') ? 'its alt text is shown' : 'the default image is shown'
      if (verdict.kind === 'dropped')
        report('error', field, `${shown(url)} is not a site path or an https URL; ${instead}`)
      if (verdict.kind === 'inline')
        report(
          'error',
          field,
          `a data: URI of ${verdict.kb} KB: the site shows no inline image, ${instead}; put the file in content/uploads`,
        )
      if (verdict.kind === 'missing')
        report('error', field, `${verdict.path} does not exist in content/uploads`)
      // An image on another host is fetched and named by external-images.ts.
    }
    for (const [field, kind] of Object.entries(FIELDS[section] ?? {})) {
      const value = frontmatter[field]
      if (value === undefined || value === null || value === '') continue
      const text = readText(value)
      if (kind === 'coordinates') {
        if (!readCoordinates(value))
          report(
            'error',
            field,
            `${shown(value)} is not a latitude (-90 to 90) and a longitude (-180 to 180); no map point is used`,
          )
      } else if (kind === 'list') {
        const entries = Array.isArray(value) ? value : [value]
        const dropped = entries.filter((entry) => readText(entry) === undefined)
        if (dropped.length)
          report('warning', field, `${dropped.map(shown).join(', ')} is not text; left out of the list`)
        if (typeof value === 'string' && value.includes(','))
          report('warning', field, `${shown(value)} is one entry; write a list ([a, b]) for several`)
      } else if (kind === 'entries' || kind === 'group') {
        const schema = CONTENT_SCHEMA[section as keyof typeof CONTENT_SCHEMA].find((f) => f.name === field)!
        ;(kind === 'group' ? lintGroup : lintEntries)(schema, value, { shown, report, image })
      } else if (text === undefined) {
        report('warning', field, `${shown(value)} is not text; the field is ignored`)
      } else if (kind === 'image') image(field, text)
      else if (kind === 'link' && !safeLink(text))
        report(
          'error',
          field,
          `${shown(text)} is not an http, https, irc, ircs, mailto or xmpp URL; it is dropped (no View Project)`,
        )
      else if (kind === 'web' && !safeWebLink(text))
        report('error', field, `${shown(text)} is not an http or https URL; it is dropped`)
      else if (kind === 'count' && readCount(value) === undefined)
        report('warning', field, `${shown(value)} is not a number; it is not shown`)
      else if (kind === 'flag' && typeof value !== 'boolean' && !/^(true|false)$/i.test(text.trim()))
        report('warning', field, `${shown(value)} is not true or false; read as false`)
      else if (kind === 'date' && !parseDate(text))
        report('warning', field, `${shown(value)} is not a date; shown as written and sorted last`)
      else if (field === 'end' && !endAfterStart(readText(frontmatter.date) ?? '', text))
        report('error', field, `${shown(value)} is not after the start (date); the default end is used`)
    }
    for (const part of bodyParts(content)) {
      if (part.plain)
        report(
          'warning',
          `body (line ${part.line})`,
          'too deeply nested, or too many emphasis or link marks in one paragraph, to format: this part is shown as plain text',
        )
      for (const { url, written, line } of part.images) {
        if (url || /^\s*data:/i.test(written)) image(`body (line ${line})`, url || written)
        else
          report(
            'error',
            `body (line ${line})`,
            `image ${shown(written)} uses a protocol that is not allowed; it is dropped`,
          )
      }
    }
  }
  return findings
}
