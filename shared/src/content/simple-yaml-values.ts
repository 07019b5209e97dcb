/** The one-line values of the simple front-matter reader (simple-yaml.ts): scalars and `[a, b]` lists. */
export type Scalar = string | number | boolean | null
export type Flat = Scalar | Scalar[]
export type Item = Scalar | Record<string, Flat>
export type Value = Flat | Item[]
export const DECLINE = undefined

export const KEY_LINE = /^([A-Za-z_][A-Za-z0-9_-]*):(?:[ ]+(.*))?$/
export const LIST_ITEM = /^([ ]*)-(?:[ ]+(.*))?$/
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
export function scalar(raw: string): Scalar | undefined {
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

export function value(raw: string): Flat | undefined {
  const text = raw.trimEnd()
  if (text.startsWith('[')) return text.endsWith(']') ? flowList(text) : DECLINE
  return scalar(text)
}
