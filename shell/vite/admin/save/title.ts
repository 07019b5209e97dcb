/**
 * A title must hold something besides spaces. One with no letter or digit (emoji or punctuation
 * alone) is kept, and its file is named from the date (fallback-name.ts). Decap checks the pattern
 * as the organiser types and names the field; `new RegExp` without the `u` flag, as Decap builds it.
 */
export const TITLE_PATTERN = ['\\S', 'Write a title: spaces alone are not one.']

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
    `${TITLE_PATTERN[1]} It becomes the page’s address, so it may not be only the name of a page of its own: ${pages}.`,
  ]
}
