/**
 * Style props for a block below the first screen: until it comes near the viewport the browser
 * skips its style, layout and paint (`content-visibility: auto`), so start-up does not pay for the
 * whole page and long lists stay fast to filter. `auto` remembers the block's size once rendered;
 * `estimatedHeightPx` stands in for it before that.
 *
 * Such a block clips what it paints; the clip margin leaves room for its cards' hover shadows.
 */
export function renderWhenNear(estimatedHeightPx: number) {
  return {
    contentVisibility: 'auto',
    containIntrinsicSize: `auto ${estimatedHeightPx}px`,
    overflowClipMargin: '24px',
  } as const
}
