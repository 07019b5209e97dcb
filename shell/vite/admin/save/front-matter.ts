/**
 * The editor's file format for every collection (Decap's registerCustomFormat): YAML front matter
 * and a Markdown body, saved so that editing one field changes only that field's lines. Decap's
 * own format rewrites the whole front matter, with its own quotes, list style and wrapping. Here
 * the file as it was read travels with the entry's data (SOURCE) and a save splices only the
 * changed keys into it, each written in the style it had; the body is kept byte for byte unless
 * it was edited.
 */
import { Document, isScalar, isSeq, parseDocument, type Node, type Pair } from 'yaml'
import { FILE_NAME } from './fallback-name'

/** The file as read, carried in the entry's data back to toFile; never written into the file. */
export const SOURCE = '__osckSource'

type Data = Record<string, unknown>

interface Parts {
  front: string
  /** Where the front matter's text starts and ends in the file. */
  start: number
  end: number
  bodyStart: number
}

/** The front matter between its `---` lines, and where the body starts after them. */
function split(content: string): Parts | undefined {
  const open = /^---[ \t]*\r?\n/.exec(content)
  if (!open) return undefined
  const start = open[0].length
  const close = /^---[ \t]*(?:\r?\n|$)/m.exec(content.slice(start))
  if (!close) return undefined
  const end = start + close.index
  return { front: content.slice(start, end), start, end, bodyStart: end + close[0].length }
}

function parseFront(front: string) {
  const doc = parseDocument(front)
  if (doc.errors.length)
    throw new Error(`YAML parsing error:\n${doc.errors.map((e) => e.message).join('\n')}`)
  const data: unknown = doc.toJS() ?? {}
  if (typeof data !== 'object' || Array.isArray(data))
    throw new Error('The front matter is not a list of fields')
  return { doc, data: data as Data }
}

export function fromFile(content: string): Data {
  const parts = split(content)
  if (!parts) return { ...(content.trim() ? { body: content } : {}), [SOURCE]: content }
  const { data } = parseFront(parts.front)
  const body = content.slice(parts.bodyStart)
  return { ...data, ...(body.trim() ? { body } : {}), [SOURCE]: content }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** A value the form leaves when a field is cleared: the key goes. */
const cleared = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)

/** `key: value` as YAML, in the style the key had in the file (quotes, flow or block list). */
function render(key: string, value: unknown, old: Pair<Node, Node | null> | undefined, front: string) {
  const doc = new Document()
  const node = doc.createNode(value)
  const was = old?.value
  let indentSeq = true
  let flowCollectionPadding = true
  if (isScalar(was) && isScalar(node) && typeof value === 'string') node.type = was.type
  if (isSeq(was) && isSeq(node)) {
    node.flow = was.flow
    const style = was.items.find(isScalar)?.type
    for (const item of node.items) if (isScalar(item) && typeof item.value === 'string') item.type = style
    const [from] = was.range ?? [0]
    if (was.flow) flowCollectionPadding = front[from + 1] === ' '
    else indentSeq = column(front, from) > column(front, old!.key.range![0])
  }
  const keyNode = doc.createNode(key)
  if (isScalar(old?.key) && isScalar(keyNode)) keyNode.type = old.key.type
  doc.contents = doc.createNode({})
  ;(doc.contents as { items: Pair[] }).items.push(doc.createPair(keyNode, node))
  return doc.toString({ lineWidth: 0, indentSeq, flowCollectionPadding }).replace(/\n$/, '')
}

const column = (text: string, offset: number) => offset - (text.lastIndexOf('\n', offset - 1) + 1)
const lineStart = (text: string, offset: number) => text.lastIndexOf('\n', offset - 1) + 1
const lineEnd = (text: string, offset: number) => {
  const end = text.indexOf('\n', offset)
  return end === -1 ? text.length : end
}

/** The front matter with only the changed keys rewritten, removed or added. */
function patchFront(front: string, meta: Data, order: string[]): string {
  const { doc, data: old } = parseFront(front)
  const pairs = ((doc.contents as { items?: Pair<Node, Node | null>[] } | null)?.items ?? []).filter((pair) =>
    isScalar(pair.key),
  )
  const edits: { from: number; to: number; text: string }[] = []
  const seen = new Set<string>()
  for (const pair of pairs) {
    const key = String((pair.key as { value: unknown }).value)
    seen.add(key)
    if (same(meta[key], old[key]) || (cleared(meta[key]) && cleared(old[key]))) continue
    const from = lineStart(front, pair.key.range![0])
    const valueEnd = pair.value?.range?.[1] ?? pair.key.range![1]
    const to = lineEnd(front, Math.max(valueEnd - 1, pair.key.range![0]))
    if (cleared(meta[key])) edits.push({ from, to: Math.min(to + 1, front.length), text: '' })
    else edits.push({ from, to, text: render(key, meta[key], pair, front) })
  }
  let patched = front
  for (const { from, to, text } of edits.sort((a, b) => b.from - a.from))
    patched = patched.slice(0, from) + text + patched.slice(to)
  const added = Object.keys(meta)
    .filter((key) => !seen.has(key) && !cleared(meta[key]))
    .sort((a, b) => rank(order, a) - rank(order, b))
    .map((key) => render(key, meta[key], undefined, front))
  if (!added.length) return patched
  if (patched && !patched.endsWith('\n')) patched += '\n'
  return patched + added.join('\n') + '\n'
}

const rank = (order: string[], key: string) => (order.includes(key) ? order.indexOf(key) : order.length)

/** A new file, its keys in the form's order. */
function newFile(meta: Data, body: string, order: string[]): string {
  const keys = Object.keys(meta)
    .filter((key) => meta[key] !== undefined && meta[key] !== null)
    .sort((a, b) => rank(order, a) - rank(order, b))
  const doc = new Document(Object.fromEntries(keys.map((key) => [key, meta[key]])))
  return `---\n${keys.length ? doc.toString({ lineWidth: 0 }) : ''}---\n${body}`
}

export function toFile(data: Data, order: string[] = []): string {
  // FILE_NAME names the file alone (fallback-name.ts), never a field of it.
  const { body = '', [SOURCE]: source, [FILE_NAME]: _fileName, ...meta } = data
  const text = typeof body === 'string' ? body : ''
  const parts = typeof source === 'string' ? split(source) : undefined
  if (!parts || typeof source !== 'string') return newFile(meta, text, order)
  const oldBody = source.slice(parts.bodyStart)
  const front = patchFront(parts.front, meta, order)
  const kept = text === (oldBody.trim() ? oldBody : '') ? oldBody : text
  return source.slice(0, parts.start) + front + source.slice(parts.end, parts.bodyStart) + kept
}
