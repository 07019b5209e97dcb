import { ChakraProvider } from '@chakra-ui/react'
import { render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderSystemCss } from './render-system-css'
import { system } from './system'
import { hasPrebuiltSystemCss, SYSTEM_CSS_ELEMENT_ID, systemForPage } from './system-css'

const emotionText = (selector: string) =>
  [...document.querySelectorAll<HTMLStyleElement>(selector)].map((style) => style.textContent).join('')

afterEach(() => {
  document.getElementById(SYSTEM_CSS_ELEMENT_ID)?.remove()
})

describe('the system CSS rendered at build time', () => {
  it('is exactly what Chakra inserts in the browser at run time', () => {
    const { unmount } = render(<ChakraProvider value={system}>page</ChakraProvider>)
    const inserted = emotionText('style[data-emotion="css-global"]')
    unmount()
    expect(inserted.length).toBeGreaterThan(10_000)
    expect(renderSystemCss(system)).toBe(inserted)
  })

  it('declares the layer order, the reset, the brand tokens and their dark values', () => {
    const css = renderSystemCss(system)
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true)
    expect(css).toContain('@layer reset{')
    expect(css).toContain('--chakra-colors-brand-700:#b83d0b')
    expect(css).toMatch(/\.dark[^{]*\{[^}]*--chakra-colors-brand-solid:var\(--chakra-colors-brand-400\)/)
  })

  it('sets no custom property on every element: they are set once on <html> and inherited', () => {
    const css = renderSystemCss(system)
    const everyElement = [...css.matchAll(/(?:^|[}{;])\*\{([^}]*)\}/g)].map((match) => match[1])
    expect(everyElement.length).toBeGreaterThan(0)
    for (const declarations of everyElement) expect(declarations).not.toContain('--')
    expect(css).toMatch(/html\{[^}]*--global-font-body:var\(--chakra-fonts-body\)/)
    expect(css).not.toContain('--ring-color')
  })
})

describe('systemForPage', () => {
  it('leaves Chakra nothing to insert when the page carries the prebuilt CSS', () => {
    const style = document.createElement('style')
    style.id = SYSTEM_CSS_ELEMENT_ID
    document.head.append(style)
    expect(hasPrebuiltSystemCss()).toBe(true)

    const pageSystem = systemForPage(system, true)
    expect(pageSystem._global).toEqual([])
    expect(pageSystem.css).toBe(system.css)
    const { unmount } = render(<ChakraProvider value={pageSystem}>page</ChakraProvider>)
    expect(emotionText('style[data-emotion="css-global"]')).not.toContain('--chakra-colors-brand-700')
    unmount()
  })

  it('is built without the reset and global styles when the page carries them prebuilt', async () => {
    const style = document.createElement('style')
    style.id = SYSTEM_CSS_ELEMENT_ID
    document.head.append(style)
    vi.resetModules()
    const { system: onPrebuiltPage } = await import('./system')
    // Less to compute at start-up (the longest task on a budget phone): no reset, no global styles.
    expect(renderSystemCss(system)).toContain('@layer reset{')
    expect(renderSystemCss(onPrebuiltPage)).not.toContain('@layer reset{')
    expect(renderSystemCss(onPrebuiltPage)).not.toContain('--global-font-body')
    // Everything the components use is the same.
    const styles = { p: '2', color: 'brand.solid', _dark: { bg: 'gray.900' }, textStyle: 'sm' }
    expect(onPrebuiltPage.css(styles)).toEqual(system.css(styles))
    // Every token is there by name (the light and dark values live in the prebuilt CSS only).
    const names = (tokens: typeof system.tokens) => new Set(tokens.allTokens.map((token) => token.name))
    expect(names(onPrebuiltPage.tokens)).toEqual(names(system.tokens))
  })

  it('is the system itself when the page has no prebuilt CSS (dev server, standalone remotes, tests)', () => {
    expect(hasPrebuiltSystemCss()).toBe(false)
    expect(systemForPage(system, false)).toBe(system)
  })
})
