// @vitest-environment node
import type { HtmlTagDescriptor, IndexHtmlTransformHook } from 'vite'
import { describe, expect, it } from 'vitest'
import { SYSTEM_CSS_ELEMENT_ID } from '@osck/shared/build-kit'
import { systemCss } from './system-css'

describe('systemCss plugin', () => {
  it('puts the system global CSS, rendered by emotion on the server, into the built HTML', async () => {
    const plugin = systemCss()
    expect(plugin.apply).toBe('build')
    // Rendering starts with the build, beside the bundling.
    ;(plugin.buildStart as () => void)()
    const hook = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook }
    const tags = (await hook.handler.call(undefined as never, '', {} as never)) as HtmlTagDescriptor[]
    expect(tags).toHaveLength(1)
    const [tag] = tags
    expect(tag?.tag).toBe('style')
    expect(tag?.attrs).toEqual({ id: SYSTEM_CSS_ELEMENT_ID })
    const css = String(tag?.children)
    expect(css.startsWith('@layer reset,base,tokens,recipes;@layer reset{')).toBe(true)
    expect(css).toContain('--chakra-colors-brand-700:#b83d0b')
    expect(css).toContain('--global-font-body:var(--chakra-fonts-body)')
    expect(css.length).toBeGreaterThan(10_000)
  }, 60_000)
})
