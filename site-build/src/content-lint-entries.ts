import { type ContentField, readText, safeWebLink } from '@osck/shared/build-kit'

type Report = (level: 'error' | 'warning', field: string, message: string) => void
type CheckImage = (field: string, url: string) => void

/**
 * An `entries` field (an event's speakers, its agenda): names each item the site leaves out (not an
 * entry, or without its required field, e.g. a speaker's name) as `speakers[2]`, and each value it
 * drops inside one as `speakers[2].link`. Items count from 1, as an organiser reads the list.
 */
export function lintEntries(
  { name, fields = [] }: ContentField,
  value: unknown,
  shown: (value: unknown) => string,
  report: Report,
  image: CheckImage,
): void {
  if (!Array.isArray(value)) {
    report('error', name, `${shown(value)} is not a list of entries; it is ignored`)
    return
  }
  value.forEach((entry: unknown, index) => {
    const at = `${name}[${index + 1}]`
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      report('error', at, `${shown(entry)} is not an entry with fields; it is left out`)
      return
    }
    const values = entry as Record<string, unknown>
    const missing = fields.find((field) => field.required && readText(values[field.name]) === undefined)
    if (missing) {
      report('error', at, `has no ${missing.name}; it is left out`)
      return
    }
    for (const field of fields) {
      const raw = values[field.name]
      if (raw === undefined || raw === null || raw === '') continue
      const text = readText(raw)
      const where = `${at}.${field.name}`
      if (text === undefined) report('warning', where, `${shown(raw)} is not text; the field is ignored`)
      else if (field.kind === 'image') image(where, text)
      else if (field.kind === 'web' && !safeWebLink(text))
        report('error', where, `${shown(text)} is not an http or https URL; it is dropped`)
    }
  })
}
