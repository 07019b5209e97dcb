#!/usr/bin/env node
/**
 * `pnpm system:record`: writes shared/src/ui/system-token-names.json, the names of the Chakra
 * system's tokens and semantic tokens, each with the lookup system's one plain value
 * (shared/src/ui/system-lookup.ts). The browser builds its system from it instead of downloading
 * the tokens' values. shared/src/ui/system-lookup.test.ts fails while the file differs from what
 * the full config gives: after a Chakra upgrade or a change of the brand's tokens, run this.
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'

const ui = (file) => fileURLToPath(new URL(`../shared/src/ui/${file}`, import.meta.url))
const load = async (file) => (await runnerImport(ui(file), { configFile: false, logLevel: 'error' })).module

const { systemConfig } = await load('system-config.ts')
const { lookupSystemConfig } = await load('system-lookup.ts')
const { tokens, semanticTokens } = lookupSystemConfig(systemConfig).theme
writeFileSync(ui('system-token-names.json'), `${JSON.stringify({ tokens, semanticTokens }, null, 2)}\n`)
console.log('recorded shared/src/ui/system-token-names.json')
