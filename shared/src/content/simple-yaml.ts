/**
 * A small reader for the front matter almost every content file has: one `key: value` per
 * line, quoted or plain scalars, `[a, b]` lists, `- item` block lists and block lists of flat
 * entries (`- name: Jane` then `  role: Engineer`, an event's speakers). It returns exactly
 * what js-yaml (JSON schema) returns for such input, and `undefined` for anything else, so the
 * caller can fall back to js-yaml, loaded only then (bytes nobody else downloads).
 */
type Scalar = string | number | boolean | null
type Flat = Scalar | Scalar[]
type Item = Scalar | Record<string, Flat>
type Value = Flat | Item[]
const DECLINE = undefined

const KEY_LINE = /^([A-Za-z_][A-Za-z0-9_-]*):(?:[ ]+(.*))?$/
const LIST_ITEM = /^([ ]*)-(?:[ ]+(.*))?$/
const DOUBLE_QUOTED = /^"(?:[^"\\]|\\.)*"/
const SINGLE_QUOTED = /^'(?:[^']|'')*'/
const INTEGER = /^-?(?:0|[1-9][0-9]{0,14})$/
const DECIMAL = /^-?(?:0|[1-9][0-9]{0,14})\.[0-9]{1,15}$/
const DATE_LIKE = /^\d{4}-\d{2}-\d{2}(?:[Tt ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:[Zz]|[+-]\d{2}:?\d{2})?)?$/
/** Characters that start something other than a plain string (or a number handled above). */
const INDICATOR = /^[-?:,[\]{}#&*!|>'"%@`~+.0-9]/

function plain(raw: string): Scalar | undefined {
  if (raw === 'null') return null
  if (raw === 'true') return true
  if (raw === 'false') return false
  if (INTEGER.test(raw) || DECIMAL.test(raw)) return Number(raw)
  if (DATE_LIKE.test(raw)) return raw
  if (INDICATOR.test(raw) || /:( |$)| #|\t/.test(raw)) return DECLINE
  if (/^(?:null|true|false|yes|no|on|off|y|n)$/i.test(raw)) return DECLINE
  return raw
}

function quoted(raw: string): string | undefined {
  if (raw.startsWith('"')) {
    try {
      return JSON.parse(raw) as string
    } catch {
      return DECLINE
    }
  }
  return raw.slice(1, -1).replace(/''/g, "'")
}

/** A whole scalar (`raw` already trimmed); a quoted one must be the entire text. */
function scalar(raw: string): Scalar | undefined {
  if (raw === '') return null
  const quote = (raw.startsWith('"') ? DOUBLE_QUOTED : raw.startsWith("'") ? SINGLE_QUOTED : null)?.exec(raw)
  if (quote) return quote[0].length === raw.length ? quoted(raw) : DECLINE
  return plain(raw)
}

function flowList(raw: string): Scalar[] | undefined {
  const inner = raw.slice(1, -1).trim()
  if (inner === '') return []
  const items: Scalar[] = []
  let rest = inner
  while (rest !== '') {
    const quote = (rest.startsWith('"') ? DOUBLE_QUOTED : rest.startsWith("'") ? SINGLE_QUOTED : null)?.exec(
      rest,
    )
    const raw = quote ? quote[0] : rest.split(',')[0]!
    const token = raw.trim()
    if (token === '' || (!quote && /[[\]{}:#]/.test(token))) return DECLINE
    const value = quote ? quoted(token) : plain(token)
    if (value === undefined) return DECLINE
    items.push(value)
    rest = rest.slice(raw.length).trimStart()
    if (rest === '') break
    if (!rest.startsWith(',')) return DECLINE
    rest = rest.slice(1).trimStart()
    if (rest === '') return DECLINE
  }
  return items
}

function value(raw: string): Flat | undefined {
  const text = raw.trimEnd()
  if (text.startsWith('[')) return text.endsWith(']') ? flowList(text) : DECLINE
  return scalar(text)
}

/**
 * A list item that is an entry: `- key: value` on line `index`, then `key: value` lines at exactly
 * `indent`. Every value must be one line (a nested list or entry is declined).
 */
function readEntry(lines: readonly string[], index: number, first: string, indent: string) {
  const entry: Record<string, Flat> = {}
  let last = index
  for (let line: string | undefined = first; line !== undefined; ) {
    const match = KEY_LINE.exec(line)
    const raw = match?.[2]?.trim() ?? ''
    if (!match || raw === '' || Object.hasOwn(entry, match[1]!) || match[1] === '__proto__') return DECLINE
    const parsed = value(raw)
    if (parsed === undefined) return DECLINE
    entry[match[1]!] = parsed
    const next = lines[last + 1]
    line =
      next?.startsWith(indent) && !/^[ \t]/.test(next.slice(indent.length))
        ? next.slice(indent.length)
        : undefined
    if (line !== undefined) last++
  }
  return { entry, last }
}

/** The front matter as js-yaml (JSON schema) reads it, or `undefined` when it is not this simple. */
export function parseSimpleYaml(source: string): Record<string, Value> | undefined {
  const result: Record<string, Value> = {}
  const lines = source.split('\n')
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!
    if (line.trim() === '' || /^#( |$)/.test(line)) continue
    const match = KEY_LINE.exec(line)
    if (!match || Object.hasOwn(result, match[1]!) || match[1] === '__proto__') return DECLINE
    const raw = match[2]?.trim() ?? ''
    if (raw !== '') {
      const parsed = value(raw)
      if (parsed === undefined) return DECLINE
      result[match[1]!] = parsed
      continue
    }
    const items: Item[] = []
    let indent: string | undefined
    while (index + 1 < lines.length) {
      const item = LIST_ITEM.exec(lines[index + 1]!)
      if (!item || (indent !== undefined && item[1] !== indent)) break
      indent = item[1]!
      index++
      const text = item[2]?.trim() ?? ''
      if (KEY_LINE.test(text)) {
        // The entry's other keys line up with its first: under the text after `- `.
        const read = readEntry(lines, index, text, ' '.repeat(lines[index]!.length - item[2]!.length))
        if (!read) return DECLINE
        items.push(read.entry)
        index = read.last
        continue
      }
      const parsed = scalar(text)
      if (parsed === undefined || text.startsWith('[')) return DECLINE
      items.push(parsed)
    }
    const next = lines[index + 1]
    if (next !== undefined && /^[ \t]/.test(next) && next.trim() !== '') return DECLINE
    result[match[1]!] = indent === undefined ? null : items
  }
  return Object.keys(result).length > 0 ? result : DECLINE
}
