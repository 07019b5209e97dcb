import type { Plugin } from 'vite'

/**
 * Strings only React's development builds carry (their warnings; production throws numbered
 * errors): react-dom's DevTools hint, the hooks warning of react and react-dom, the jsx runtime's
 * key warning.
 */
export const REACT_DEVELOPMENT_MARKERS = [
  'Download the React DevTools',
  'Invalid hook call. Hooks can only be called inside of the body of a function component',
  'should have a unique "key" prop',
] as const

/** The chunks of a bundle that hold React's development build, with the marker found in each. */
export function developmentChunks(chunks: Record<string, string>): string[] {
  return Object.entries(chunks).flatMap(([file, code]) => {
    const marker = REACT_DEVELOPMENT_MARKERS.find((text) => code.includes(text))
    return marker ? [`${file} (“${marker}”)`] : []
  })
}

/**
 * A production build fails when its output holds React's development build: a NODE_ENV left at
 * `development` by whatever ran before `vite build` would otherwise ship React's 2× larger,
 * slower build (and no service worker) without a word. A check on the output, not the environment.
 */
export function productionBundleCheck(): Plugin {
  let production = false
  return {
    name: 'osck-production-bundle',
    apply: 'build',
    configResolved(config) {
      production = config.mode === 'production'
    },
    generateBundle(_options, bundle) {
      if (!production) return
      const chunks = Object.fromEntries(
        Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file.code]] : [])),
      )
      const found = developmentChunks(chunks)
      if (found.length > 0) {
        this.error(
          `React's development build is in this production bundle (NODE_ENV=${process.env.NODE_ENV ?? 'unset'}):\n  ` +
            `${found.join('\n  ')}\nBuild with NODE_ENV unset or "production".`,
        )
      }
    },
  }
}
