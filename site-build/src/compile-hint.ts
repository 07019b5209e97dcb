/**
 * V8's explicit compile hint (Chrome 136+, a plain comment elsewhere): every function of the file is
 * compiled on a background thread while it downloads, instead of on the main thread when first
 * called. It heads the large chunks only (React DOM, the gateway, the UI kit, the shell's entry,
 * markdown), where lazy compiling costs start-up tasks their length; on a small chunk its bytes buy
 * nothing measurable (docs/performance.md). e2e/shell/startup.spec.ts checks the pages get it.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/** Chunks at least this large before minifying get the hint. */
export const COMPILE_HINT_MIN_CHARS = 70_000

export function compileHintFor(code: string): string | undefined {
  return code.length >= COMPILE_HINT_MIN_CHARS ? COMPILE_HINT : undefined
}
