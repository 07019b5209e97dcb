import createCache from '@emotion/cache'
import { serializeStyles } from '@emotion/serialize'

interface GlobalStylesSource {
  _global: unknown
  layers: { atRule: string }
}

/**
 * The CSS that Chakra's provider inserts at run time (its layer order, then reset, global styles
 * and token variables), through emotion's own pipeline. Emotion's server build returns the rules;
 * its browser build (jsdom in tests) hands them to the sheet, here a collector.
 */
export function renderSystemCss(system: GlobalStylesSource): string {
  const cache = createCache({ key: 'css' })
  const rules: string[] = []
  const collector = { insert: (rule: string) => void rules.push(rule) } as unknown as typeof cache.sheet
  for (const styles of [system.layers.atRule, system._global]) {
    const serialized = serializeStyles([styles as never], cache.registered, {})
    const returned = cache.insert('', serialized, collector, false)
    if (typeof returned === 'string') rules.push(returned)
  }
  return rules.join('')
}
