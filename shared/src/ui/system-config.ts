import { withTokens } from './system-tokens'
import { siteSystemBase } from './system-theme'

/** The full system config, for Node and unit tests (the build's system CSS, `pnpm system:record`). */
export const systemConfig = withTokens(siteSystemBase)
