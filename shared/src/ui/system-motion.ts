import { defineKeyframes, defineLayerStyles } from '@chakra-ui/react'

/**
 * The keyframes and layer styles the site's recipes and screens name, instead of Chakra's full
 * sets: every one is declared in the page's CSS,
 * built into the system at start-up and shipped in the gateway. `system-motion.test.ts` fails when
 * a recipe the site uses names one that is missing here.
 */
export const siteKeyframes = defineKeyframes({
  spin: { '0%': { transform: 'rotate(0deg)' }, '100%': { transform: 'rotate(360deg)' } },
  pulse: { '50%': { opacity: '0.5' } },
  'bg-position': {
    from: { backgroundPosition: 'var(--animate-from, 1rem) 0' },
    to: { backgroundPosition: 'var(--animate-to, 0) 0' },
  },
  'fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
  'fade-out': { from: { opacity: 1 }, to: { opacity: 0 } },
  'scale-in': { from: { scale: '0.95' }, to: { scale: '1' } },
  'scale-out': { from: { scale: '1' }, to: { scale: '0.95' } },
  'slide-from-top': {
    '0%': { translate: '0 calc(var(--slide-from-top-distance, 0.5rem) * -1)' },
    to: { translate: '0' },
  },
  'slide-from-bottom': {
    '0%': { translate: '0 var(--slide-from-bottom-distance, 0.5rem)' },
    to: { translate: '0' },
  },
  'slide-from-left': {
    '0%': { translate: 'calc(var(--slide-from-left-distance, 0.5rem) * -1) 0' },
    to: { translate: '0' },
  },
  'slide-from-right': {
    '0%': { translate: 'var(--slide-from-right-distance, 0.5rem) 0' },
    to: { translate: '0' },
  },
  'slide-to-top': {
    '0%': { translate: '0' },
    to: { translate: '0 calc(var(--slide-to-top-distance, 0.5rem) * -1)' },
  },
  'slide-to-bottom': {
    '0%': { translate: '0' },
    to: { translate: '0 var(--slide-to-bottom-distance, 0.5rem)' },
  },
  'slide-to-left': {
    '0%': { translate: '0' },
    to: { translate: 'calc(var(--slide-to-left-distance, 0.5rem) * -1) 0' },
  },
  'slide-to-right': {
    '0%': { translate: '0' },
    to: { translate: 'var(--slide-to-right-distance, 0.5rem) 0' },
  },
  // An entrance that never dims the text: a card is uncovered from the top while it rises
  // (a fade would fail colour contrast for as long as it runs).
  'reveal-from-bottom': {
    from: { clipPath: 'inset(0 0 100% 0)', translate: '0 1.25rem' },
    to: { clipPath: 'inset(0 0 0 0)', translate: '0 0' },
  },
})

const indicator = (edge: 'bottom' | 'end') => ({
  value: {
    position: 'relative',
    '--indicator-color-fallback': 'colors.colorPalette.solid',
    _before: {
      content: `""`,
      position: 'absolute',
      ...(edge === 'bottom'
        ? { bottom: 'var(--indicator-offset-y, 0)', insetInline: 'var(--indicator-offset-x, 0)' }
        : { insetInlineEnd: 'var(--indicator-offset-x, 0)', insetBlock: 'var(--indicator-offset-y, 0)' }),
      [edge === 'bottom' ? 'height' : 'width']: 'var(--indicator-thickness, 2px)',
      background: 'var(--indicator-color, var(--indicator-color-fallback))',
    },
  },
})

export const siteLayerStyles = defineLayerStyles({
  disabled: { value: { opacity: '0.5', cursor: 'not-allowed' } },
  'indicator.bottom': indicator('bottom'),
  'indicator.end': indicator('end'),
})
