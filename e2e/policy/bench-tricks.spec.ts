// The bench's table of tricks as plain data (no browser): every trick's edit still fits the code,
// so `node scripts/bench/tricks.mjs` measures each one, and the table cannot rot unnoticed.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { expect, test } from '@playwright/test'
import { applyEdits, TRICKS } from '../../scripts/bench/tricks-table.mjs'

for (const trick of TRICKS) {
  test(`the bench can build the site without ${trick.name}`, () => {
    const copy = mkdtempSync(join(tmpdir(), 'osck-trick-'))
    for (const { file } of trick.edits) {
      mkdirSync(dirname(join(copy, file)), { recursive: true })
      cpSync(join(process.cwd(), file), join(copy, file))
    }
    applyEdits(trick, copy, { readFileSync, writeFileSync })
    for (const { file } of trick.edits) {
      expect(readFileSync(join(copy, file), 'utf8'), file).not.toBe(
        readFileSync(join(process.cwd(), file), 'utf8'),
      )
    }
  })
}

test('an edit whose text is gone stops the run, naming its trick', () => {
  const copy = mkdtempSync(join(tmpdir(), 'osck-trick-'))
  writeFileSync(join(copy, 'a.ts'), 'export const x = 1\n')
  const trick = { name: 'gone', edits: [{ file: 'a.ts', find: 'systemCss(),', replace: '' }] }
  expect(() => applyEdits(trick, copy, { readFileSync, writeFileSync })).toThrow(/trick gone: a\.ts/)
})
