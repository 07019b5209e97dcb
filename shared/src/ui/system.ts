import { createSystem, defaultBaseConfig, type SystemConfig } from '@chakra-ui/react'
import { hasPrebuiltSystemCss } from './system-css'
import { siteSystemBase } from './system-theme'
import tokenNames from './system-token-names.json'

/**
 * The lookup system's config (system-lookup.ts) for a page that carries the prebuilt system CSS,
 * its token names as recorded in system-token-names.json (`pnpm system:record`), so the tokens'
 * values (3 KB gzip) are not in the browser's bundle. `system-lookup.test.ts` holds it equal to
 * `lookupSystemConfig(systemConfig)`.
 */
export const recordedLookupConfig: SystemConfig = {
  ...siteSystemBase,
  preflight: false,
  globalCss: {},
  theme: {
    ...siteSystemBase.theme,
    ...(tokenNames as Pick<NonNullable<SystemConfig['theme']>, 'tokens' | 'semanticTokens'>),
  },
}

const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0))

// Building the system is one of start-up's longest tasks on a budget phone (Chakra computes the
// global CSS with it, though the page carries it prebuilt): yielding first makes it a task of its own.
/** The User Timing measure around building the system, which `pnpm bench --main-thread` reads. */
export const SYSTEM_BUILD_MEASURE = 'osck:chakra-system'

// A page without the prebuilt CSS (the dev server, a unit test, the build rendering that CSS)
// builds the full system.
const config = hasPrebuiltSystemCss()
  ? recordedLookupConfig
  : (await import('./system-tokens')).withTokens(siteSystemBase)
await yieldToBrowser()
performance.mark(SYSTEM_BUILD_MEASURE)
export const system = createSystem(defaultBaseConfig, config)
performance.measure(SYSTEM_BUILD_MEASURE, SYSTEM_BUILD_MEASURE)
