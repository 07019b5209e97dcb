/**
 * The `sizes` of each detail page's image (its LCP element). The screens pass them to
 * `ContentImage`; the generated pages preload the same variant with them, so the browser picks
 * one file for both and nothing is downloaded twice. Bundled into each remote, not shared.
 */
export const DETAIL_IMAGE_SIZES = {
  post: '(min-width: 64rem) 64rem, 100vw',
  event: '(min-width: 56rem) 56rem, 100vw',
  project: '(min-width: 64rem) 36rem, 100vw',
} as const
