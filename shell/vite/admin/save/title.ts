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
