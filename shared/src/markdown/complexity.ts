/**
 * Markdown no author writes but a hostile file can: the parser (micromark) takes time that grows
 * with the square of the emphasis and link markers in one block (a hostile file freezes the
 * tab), and a few hundred nested lists or block quotes overflow the stack while rendering.
 * A body part past these limits is shown as plain text instead. Real articles stay far below
 * them: a few dozen markers per block, a few levels of nesting. Blocks are counted between blank
 * lines, so a long list without blank lines counts as one.
 */
export const MAX_EMPHASIS_RUNS = 2000
export const MAX_BRACKETS = 4000
export const MAX_NESTING = 48

// `_` inside a word (snake_case) can neither open nor close emphasis, so it costs the parser nothing.
const EMPHASIS_RUN = /\*+|(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu
const BRACKET = /[[\]]/g
const FENCE = /^ {0,3}(`{3,}|~{3,})/
// What opens containers in front of a line's text: block quote markers (`>`), list markers
// (`-`, `+`, `*`, `1.`, `1)`, several can open nested lists on one line) and indentation.
const CONTAINER_PREFIX = /^(?:[ \t>]|[-+*][ \t]|\d{1,9}[.)][ \t])*/
const CONTAINER_MARKER = />|[-+*][ \t]|\d{1,9}[.)][ \t]/g

/** Levels in front of a line: one per marker, and one per two columns of indentation. */
function nestingOf(line: string): number {
  const prefix = CONTAINER_PREFIX.exec(line)![0]
  const markers = prefix.match(CONTAINER_MARKER)?.length ?? 0
  const columns = prefix.replace(CONTAINER_MARKER, '').replace(/\t/g, '    ').length
  return markers + Math.floor(columns / 2)
}

/** Whether `source` (a body, or one of its sections) is too complex to format safely. */
export function markdownTooComplex(source: string): boolean {
  let emphasis = 0
  let brackets = 0
  let fence: string | undefined
  for (const line of source.split('\n')) {
    const opening = FENCE.exec(line)?.[1]
    if (fence) {
      if (opening && opening[0] === fence[0] && opening.length >= fence.length) fence = undefined
      continue
    }
    if (opening) {
      fence = opening
      continue
    }
    if (!line.trim()) {
      emphasis = brackets = 0
      continue
    }
    if (nestingOf(line) > MAX_NESTING) return true
    emphasis += line.match(EMPHASIS_RUN)?.length ?? 0
    brackets += line.match(BRACKET)?.length ?? 0
    if (emphasis > MAX_EMPHASIS_RUNS || brackets > MAX_BRACKETS) return true
  }
  return false
}
