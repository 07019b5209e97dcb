import type AxeBuilder from '@axe-core/playwright'

/**
 * Decap CMS's own markup (3.16), which this site cannot change: the rich-text editor's unnamed
 * textbox and mode switch, the toolbar's nested menu buttons and unlabelled settings button,
 * CodeMirror's hidden textarea and scroller, the untitled preview iframe, and the grey header link
 * and toolbar labels. docs/editing.md says so.
 */
export const DECAP_RULES = [
  'aria-input-field-name',
  'aria-required-attr',
  'button-name',
  'color-contrast',
  'frame-title',
  'label',
  'nested-interactive',
  'scrollable-region-focusable',
]

/**
 * Decap's list widget besides (speakers, agenda, recap photos): each item's drag handle is a
 * role=button with no name (its sorting library's markup).
 */
export const DECAP_LIST_RULES = ['aria-command-name']

/** Decap's media library besides: its dialog has no name, and its thumbnails no text alternative. */
export const DECAP_MEDIA_LIBRARY_RULES = ['aria-dialog-name', 'image-alt']

/** Serious and critical violations, each with the nodes it names. */
export const blocking = (results: Awaited<ReturnType<AxeBuilder['analyze']>>) =>
  results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
