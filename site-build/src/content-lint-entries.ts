import {
  type ContentField,
  namesImage,
  readSiteOrWebLink,
  readText,
  safeImage,
  safeWebLink,
} from '@osck/shared/build-kit'

export type Report = (level: 'error' | 'warning', field: string, message: string) => void
export type CheckImage = (field: string, url: string) => void
type Shown = (value: unknown) => string

const isEntry = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** An image the content points at: what checkImage says, and whether it is an image at all. */
function lintImage(where: string, url: string, report: Report, image: CheckImage, shown: Shown) {
  image(where, url)
  const allowed = safeImage(url)
  if (allowed && !/^\s*data:/i.test(url) && !namesImage(allowed))
    report('error', where, `${shown(url)} is not an image; it is left out`)
}

/** The values of one entry or group, each named `<at>.<field>`. */
function lintFields(
  fields: readonly ContentField[],
  values: Record<string, unknown>,
  at: string,
  context: Context,
) {
  const { shown, report } = context
  for (const field of fields) {
    const raw = values[field.name]
    if (raw === undefined || raw === null || raw === '') continue
    const where = `${at}.${field.name}`
    if (field.kind === 'entries') {
      lintEntries(field, raw, context, where)
      continue
    }
    const text = readText(raw)
    if (text === undefined) report('warning', where, `${shown(raw)} is not text; the field is ignored`)
    else if (field.kind === 'image') lintImage(where, text, report, context.image, shown)
    else if (field.kind === 'web' && !(field.sitePath ? readSiteOrWebLink(text) : safeWebLink(text)))
      report(
        'error',
        where,
        `${shown(text)} is not ${field.sitePath ? 'a path of this site or ' : ''}an http or https URL; it is dropped`,
      )
  }
}

export interface Context {
  shown: Shown
  report: Report
  image: CheckImage
}

/**
 * An `entries` field (an event's speakers, a recap's photos): names each item the site leaves out
 * (not an entry, or without its required field, e.g. a speaker's name) as `speakers[2]`, and each
 * value it drops inside one as `speakers[2].link`. Items count from 1, as an organiser reads them.
 * An item of a list whose first field is an image may be that image alone (`- /uploads/a.jpg`).
 */
export function lintEntries(field: ContentField, value: unknown, context: Context, name = field.name): void {
  const { shown, report } = context
  const fields = field.fields ?? []
  if (!Array.isArray(value)) {
    report('error', name, `${shown(value)} is not a list of entries; it is ignored`)
    return
  }
  value.forEach((entry: unknown, index) => {
    const at = `${name}[${index + 1}]`
    if (typeof entry === 'string' && fields[0]?.kind === 'image')
      return lintImage(at, entry.trim(), report, context.image, shown)
    if (!isEntry(entry))
      return report('error', at, `${shown(entry)} is not an entry with fields; it is left out`)
    const missing = fields.find((sub) => sub.required && readText(entry[sub.name]) === undefined)
    if (missing) return report('error', at, `has no ${missing.name}; it is left out`)
    lintFields(fields, entry, at, context)
  })
}

/** A `group` field (an event's recap): each of its values named `recap.slides`, `recap.photos[2]`. */
export function lintGroup(field: ContentField, value: unknown, context: Context): void {
  if (!isEntry(value))
    return context.report(
      'error',
      field.name,
      `${context.shown(value)} is not a group of fields; it is ignored`,
    )
  lintFields(field.fields ?? [], value, field.name, context)
}
