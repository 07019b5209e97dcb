import type { SystemConfig } from '@chakra-ui/react'

/** The value every token gets in the lookup system: never written to a page (see below). */
export const LOOKUP_TOKEN_VALUE = 'inherit'

type TokenTree = Record<string, unknown>

const isToken = (node: unknown): node is { value: unknown } =>
  !!node && typeof node === 'object' && 'value' in node

function namesOnly(tree: TokenTree | undefined): TokenTree {
  return Object.fromEntries(
    Object.entries(tree ?? {}).map(([key, node]) => [
      key,
      isToken(node) ? { value: LOOKUP_TOKEN_VALUE } : namesOnly(node as TokenTree),
    ]),
  )
}

/**
 * The system config for a page that carries the prebuilt system CSS: the reset, the global styles
 * and every token's CSS variable (both themes) are already in the page. In the browser, Chakra then
 * only needs each token's name to write `var(--chakra-…)` into a style, so every token and semantic
 * token keeps its name and gets one plain value. Chakra no longer resolves the semantic tokens'
 * references and light/dark values, which was a fifth of building the system on start-up's
 * longest task. Styles come out identical (`system-lookup.test.ts`); `system.token(path)` returns
 * the placeholder, so read a token's value from the full `systemConfig` instead.
 */
export function lookupSystemConfig(config: SystemConfig): SystemConfig {
  const theme = config.theme ?? {}
  return {
    ...config,
    preflight: false,
    globalCss: {},
    theme: {
      ...theme,
      tokens: namesOnly(theme.tokens as TokenTree) as typeof theme.tokens,
      semanticTokens: namesOnly(theme.semanticTokens as TokenTree) as typeof theme.semanticTokens,
    },
  }
}
