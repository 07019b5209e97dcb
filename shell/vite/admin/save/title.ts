/**
 * A title must hold a letter or digit the file name can keep: the slug is ASCII with accents
 * cleaned (config.ts), so a title of spaces, emoji or punctuation alone would make an empty file
 * name, which GitHub refuses with an API error. Decap checks the pattern as the organiser types
 * and names the field; `new RegExp` without the `u` flag, as Decap builds it.
 */
export const TITLE_PATTERN = [
  '[A-Za-z0-9\\u00C0-\\u024F]',
  'Use at least one letter or number in the title: it becomes the page’s address.',
]

/**
 * The titles a file name comes from, as a pattern Decap builds without flags: any case, and any
 * run of spaces or punctuation where the name has a hyphen (`zz-archive` ← "ZZ archive").
 */
const titlesNaming = (slug: string) =>
  [...slug]
    .map((c) =>
      /[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : /\d/.test(c) ? c : '[^A-Za-z0-9]+',
    )
    .join('')

/**
 * The title's pattern for a section whose fixed pages (`reserved`, e.g. `past`) a file may not be
 * named after: a title that becomes one of those addresses alone ("Past", "past!") is refused, and
 * the message names the page.
 */
export function titlePattern(section: string, reserved: readonly string[]): [string, string] {
  if (reserved.length === 0) return [TITLE_PATTERN[0]!, TITLE_PATTERN[1]!]
  const names = reserved.map(titlesNaming).join('|')
  const pages = reserved.map((name) => `/${section}/${name}`).join(', ')
  return [
    `^(?![^A-Za-z0-9]*(${names})[^A-Za-z0-9]*$)[\\s\\S]*${TITLE_PATTERN[0]}`,
    `${TITLE_PATTERN[1]} It may not be only the name of a page of its own: ${pages}.`,
  ]
}
