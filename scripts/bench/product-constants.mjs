/**
 * What the bench reads of the product's own constants, from the source through Vite's module
 * runner (the same TypeScript the app is built from): the spec's delays and the default image.
 */
import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'

const source = (path) => fileURLToPath(new URL(`../../shared/src/${path}`, import.meta.url))

const load = async (path, define = {}) =>
  (await runnerImport(source(path), { configFile: false, logLevel: 'silent', define })).module

/**
 * `specDelays`: the TIMINGS entries a zero-delay build (OSCK_NO_DELAYS=1) sets to 0, the loader and
 * skeleton minimums docs/product.md asks for, in ms; `logo`: the image content without one shows.
 */
export async function productConstants() {
  const { TIMINGS } = await load('constants.ts')
  const { TIMINGS: zero } = await load('constants.ts', { __OSCK_NO_DELAYS__: 'true' })
  const { siteConfig } = await load('site-config.ts')
  return {
    specDelays: Object.fromEntries(Object.entries(TIMINGS).filter(([name, ms]) => zero[name] !== ms)),
    logo: siteConfig.logo,
  }
}
