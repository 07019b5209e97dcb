/**
 * V8's explicit compile hint (Chrome 136+, a plain comment elsewhere): every function of the file is
 * compiled on a background thread while it downloads, instead of on the main thread when first
 * called. A page downloads a chunk because it runs it; this takes the lazy compiling out of the
 * start-up tasks (docs/performance.md). The minifier puts it at
 * the top of every chunk (index.ts); e2e/shell/startup.spec.ts checks the pages get it.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'
