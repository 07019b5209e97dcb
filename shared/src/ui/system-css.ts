import type { SystemContext } from '@chakra-ui/react'

/**
 * The production shell renders the Chakra system's global CSS (reset, global styles and every
 * token as a CSS variable) at build time into `<style id="osck-system-css">` in its HTML
 * (`site-build/src/system-css.ts`). Generating and inserting it in the browser was the largest part
 * of start-up's longest task on a budget phone.
 */
export const SYSTEM_CSS_ELEMENT_ID = 'osck-system-css'

export function hasPrebuiltSystemCss(doc: Document | undefined = globalThis.document): boolean {
  return !!doc?.getElementById(SYSTEM_CSS_ELEMENT_ID)
}

/**
 * The system to provide. With the global CSS already on the page, Chakra must not insert it again:
 * its provider inserts `_global`, here empty. Everything else is the same system.
 */
export function systemForPage(system: SystemContext, prebuilt: boolean): SystemContext {
  return prebuilt ? (Object.create(system, { _global: { value: [] } }) as SystemContext) : system
}
