// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { COMPILE_HINT, COMPILE_HINT_MIN_CHARS, compileHintFor } from './compile-hint'

describe('compileHintFor', () => {
  it("is V8's explicit compile hint, the magic comment itself", () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad')
  })

  it('heads a large chunk and leaves a small one alone', () => {
    expect(compileHintFor('x'.repeat(COMPILE_HINT_MIN_CHARS))).toBe(COMPILE_HINT)
    expect(compileHintFor('x'.repeat(COMPILE_HINT_MIN_CHARS - 1))).toBeUndefined()
  })
})
