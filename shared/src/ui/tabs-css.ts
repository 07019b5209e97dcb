import type { SystemStyleObject } from '@chakra-ui/react'

/**
 * Chakra's Tabs (`tabsSlotRecipe`: line, size md, horizontal) as CSS for plain elements: the
 * `base` of a `StyledRoot` that holds a `[role=tablist]` of `[role=tab]` buttons and a
 * `[role=tabpanel]`. A selected tab (`aria-selected=true`) gets the underline. Written out, since
 * importing the recipe brings the anatomy of every component with it (about 3 KB gzip);
 * `tabs-css.test.ts` holds it equal to the recipe. Bundled into the remote, not shared.
 */
export const PLAIN_TABS_CSS: SystemStyleObject = {
  '--tabs-trigger-radius': 'radii.l2',
  '--tabs-indicator-shadow': 'shadows.xs',
  '--tabs-indicator-bg': 'colors.bg',
  position: 'relative',
  display: 'block',
  '--tabs-height': 'sizes.10',
  '--tabs-content-padding': 'spacing.4',
  '& > [role=tablist]': {
    display: 'flex',
    position: 'relative',
    isolation: 'isolate',
    minH: 'var(--tabs-height)',
    flexDirection: 'row',
    borderColor: 'border',
    borderBottomWidth: '1px',
  },
  '& > [role=tablist] > [role=tab]': {
    outline: '0',
    minW: 'var(--tabs-height)',
    height: 'var(--tabs-height)',
    display: 'flex',
    alignItems: 'center',
    fontWeight: 'medium',
    position: 'relative',
    cursor: 'button',
    gap: '2',
    _focusVisible: { zIndex: 1, outline: '2px solid', outlineColor: 'colorPalette.focusRing' },
    py: '2',
    px: '4',
    textStyle: 'sm',
    color: 'fg.muted',
    _selected: {
      color: 'fg',
      layerStyle: 'indicator.bottom',
      '--indicator-offset-y': '-1px',
      '--indicator-color': 'colors.colorPalette.solid',
    },
  },
  '& > [role=tabpanel]': {
    focusVisibleRing: 'inside',
    width: '100%',
    pt: 'var(--tabs-content-padding)',
  },
}
