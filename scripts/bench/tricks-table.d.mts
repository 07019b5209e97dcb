/** The bench's performance tricks and the edits that build the site without each (tricks-table.mjs). */
export interface TrickEdit {
  file: string
  find: string | RegExp
  replace: string
}
export interface Trick {
  name: string
  what: string
  edits: TrickEdit[]
}
export const TRICKS: Trick[]
export function applyEdits(
  trick: Pick<Trick, 'name' | 'edits'>,
  root: string,
  fs: {
    readFileSync(path: string, encoding: 'utf8'): string
    writeFileSync(path: string, text: string): void
  },
): void
