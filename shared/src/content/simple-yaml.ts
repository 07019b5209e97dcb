/**
 * A small reader for the front matter almost every content file has: one `key: value` per
 * line, quoted or plain scalars, `[a, b]` lists, `- item` block lists, block lists of flat entries
 * (`- name: Jane` then `  role: Engineer`: an event's speakers) and maps of those one level deep
 * (an event's recap). It returns exactly what js-yaml (JSON schema) returns for such input, and
 * `undefined` for anything else, so the caller can fall back to js-yaml, loaded only then (bytes
 * nobody else downloads).
 */
import {
  DECLINE,
  type Flat,
  type Item,
  KEY_LINE,
  LIST_ITEM,
  scalar,
  value,
  type Value,
} from './simple-yaml-values'

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

const indentOf = (line: string) => /^ */.exec(line)![0].length
const skipped = (line: string) => line.trim() === '' || /^#( |$)/.test(line)

/** A block list after a `key:` line at `index`: scalars or flat entries, all at one indent. */
function readList(lines: readonly string[], index: number, minIndent: number) {
  const items: Item[] = []
  let indent: string | undefined
  while (index + 1 < lines.length) {
    const item = LIST_ITEM.exec(lines[index + 1]!)
    if (!item || (indent !== undefined && item[1] !== indent) || item[1]!.length < minIndent) break
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
  return indent === undefined ? undefined : { items, last: index }
}

type Block = { [key: string]: Value | Block }

/**
 * The `key: value` lines at exactly `indent` from line `index`, with block lists and, one level
 * deeper, maps of the same (an event's recap); it stops at a line indented less.
 */
function readMap(lines: readonly string[], index: number, indent: number) {
  const map: Block = {}
  for (; index < lines.length; index++) {
    const line = lines[index]!
    if (skipped(line)) continue
    if (indentOf(line) < indent) break
    const match = indentOf(line) === indent ? KEY_LINE.exec(line.slice(indent)) : null
    if (!match || Object.hasOwn(map, match[1]!) || match[1] === '__proto__') return DECLINE
    const raw = match[2]?.trim() ?? ''
    if (raw !== '') {
      const parsed = value(raw)
      if (parsed === undefined) return DECLINE
      map[match[1]!] = parsed
      continue
    }
    const list = readList(lines, index, indent)
    if (list) {
      map[match[1]!] = list.items
      index = list.last
      continue
    }
    const next = lines.findIndex((other, at) => at > index && !skipped(other))
    if (next === -1 || indentOf(lines[next]!) <= indent) {
      map[match[1]!] = null
      continue
    }
    if (indent > 0) return DECLINE
    const nested = readMap(lines, next, indentOf(lines[next]!))
    if (!nested) return DECLINE
    map[match[1]!] = nested.map
    index = nested.last
  }
  return { map, last: index - 1 }
}

/** The front matter as js-yaml (JSON schema) reads it, or `undefined` when it is not this simple. */
export function parseSimpleYaml(source: string): Block | undefined {
  const lines = source.split('\n')
  const read = readMap(lines, 0, 0)
  if (!read || read.last < lines.length - 1) return DECLINE
  return Object.keys(read.map).length > 0 ? read.map : DECLINE
}
