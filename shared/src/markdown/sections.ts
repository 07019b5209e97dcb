/**
 * Splits a markdown body before each top-level `#` heading, so each part is parsed and rendered
 * by its own component: React can then yield to the browser between parts instead of parsing a
 * whole article in one long task. Parsing the parts gives the same blocks as parsing the whole,
 * because an unindented ATX heading always starts a new top-level block. Whatever could make the
 * parts depend on each other keeps the body whole: reference definitions (`[id]: url`, used
 * anywhere), and raw HTML blocks (which may span headings).
 */
const HEADING = /^#{1,6}(?:[ \t]|$)/
const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]]+\]:/m
const HTML_BLOCK = /^ {0,3}</m

export function markdownSections(source: string): string[] {
  if (REFERENCE_DEFINITION.test(source) || HTML_BLOCK.test(source)) return [source]
  const sections: string[][] = [[]]
  let fence: string | undefined
  for (const line of source.split('\n')) {
    const marker = FENCE.exec(line)
    if (fence) {
      // A closing fence: the same character, at least as long, nothing after it.
      if (marker && marker[1]![0] === fence[0] && marker[1]!.length >= fence.length && !marker[2]!.trim())
        fence = undefined
    } else if (marker && !(marker[1]![0] === '`' && marker[2]!.includes('`'))) {
      fence = marker[1]
    } else if (HEADING.test(line) && sections.at(-1)!.some((previous) => previous.trim())) {
      sections.push([])
    }
    sections.at(-1)!.push(line)
  }
  return sections.map((lines) => lines.join('\n'))
}
