import { defineConfig, type SystemConfig, type SystemStyleObject } from '@chakra-ui/react'
import { globalCss, semanticTokens, tokens } from '@chakra-ui/react/theme'
import { brandSemanticColors, brandTokens } from './brand'

// Palettes no screen or recipe uses: every token costs start-up time (CSS variables, references).
const UNUSED_PALETTES = new Set(['teal', 'cyan', 'pink'])

function withoutUnusedPalettes<T extends object>(colors: T): T {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T
}

/**
 * Chakra's global styles, but the custom properties it declares on every element (`*`) are
 * declared once on <html> and inherited, so style recalculation no longer redeclares them on each
 * element. Only three are kept: the others serve the ring/filter utilities, which the site never uses.
 */
function globalStyles(): Record<string, SystemStyleObject> {
  const { '*': every = {}, html = {}, ...rest } = globalCss
  const isVariable = (key: string) => key.startsWith('--')
  const keep = (style: SystemStyleObject, predicate: (key: string) => boolean) =>
    Object.fromEntries(Object.entries(style).filter(([key]) => predicate(key))) as SystemStyleObject
  const inherited = ['--global-font-mono', '--global-font-body', '--global-color-border']
  return {
    ...rest,
    '*': keep(every, (key) => !isVariable(key)),
    html: { ...html, ...keep(every, (key) => inherited.includes(key)), colorPalette: 'brand' },
  }
}

/**
 * The full system config: the site's recipes and styles (`siteSystemBase`, system-theme.ts), the
 * default tokens with the brand's, and the global styles. The build renders its global CSS into
 * every page; the browser loads this module only for a page without that CSS (system.ts).
 */
export function withTokens(base: SystemConfig): SystemConfig {
  return defineConfig({
    ...base,
    preflight: true,
    globalCss: globalStyles(),
    theme: {
      ...base.theme,
      tokens: { ...tokens, colors: { ...withoutUnusedPalettes(tokens.colors), ...brandTokens } },
      semanticTokens: {
        ...semanticTokens,
        colors: { ...withoutUnusedPalettes(semanticTokens.colors), ...brandSemanticColors },
      },
    },
  })
}
