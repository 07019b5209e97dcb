#!/usr/bin/env node
/**
 * `pnpm contract:record`: writes shared/gateway-exports.json, the gateway's export list for
 * the current CONTRACT_VERSION (shared/src/contract.ts). shared/src/gateway-exports.test.ts
 * fails while the list differs from the recorded one and the version was not bumped.
 *
 * The rules (docs/section-teams.md): adding exports → bump the MINOR; removing or renaming
 * exports → bump the MAJOR. The script refuses to record a change the version does not cover;
 * `--force` records anyway (only for a version that was never deployed).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const sharedDir = fileURLToPath(new URL('../shared', import.meta.url))
const file = join(sharedDir, 'gateway-exports.json')
const force = process.argv.includes('--force')

const server = await createServer({
  root: sharedDir,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
})
let current
try {
  // The federation-shared entry points besides the main gateway: its parts (site-build/src/shared-modules.ts).
  const { CONTRACT_VERSION, GATEWAY_PARTS } = await server.ssrLoadModule('/src/contract.ts')
  const names = async (path) => Object.keys(await server.ssrLoadModule(path)).sort()
  current = { version: CONTRACT_VERSION, exports: await names('/src/index.ts'), modules: {} }
  for (const part of GATEWAY_PARTS) current.modules[`@osck/shared/${part}`] = await names(`/src/${part}.ts`)
} finally {
  await server.close()
}

const all = (record) => [
  ...record.exports,
  ...Object.entries(record.modules ?? {}).flatMap(([name, list]) => list.map((e) => `${name}:${e}`)),
]
const previous = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined
if (previous) {
  const [oldMajor, oldMinor] = previous.version.split('.').map(Number)
  const [major, minor] = current.version.split('.').map(Number)
  const before = new Set(all(previous))
  const after = new Set(all(current))
  const removed = [...before].filter((name) => !after.has(name))
  const added = [...after].filter((name) => !before.has(name))
  const problems = []
  if (removed.length > 0 && major === oldMajor) {
    problems.push(
      `exports removed since ${previous.version} (${removed.join(', ')}): remotes built against ${previous.version} may use them — bump the MAJOR of CONTRACT_VERSION`,
    )
  } else if (added.length > 0 && major === oldMajor && minor <= oldMinor) {
    problems.push(
      `exports added since ${previous.version} (${added.join(', ')}): remotes built against them would run on older shells — bump the MINOR of CONTRACT_VERSION`,
    )
  }
  if (problems.length > 0 && !force) {
    for (const problem of problems) console.error(`✖ ${problem}`)
    console.error(
      '  (shared/src/contract.ts; `pnpm contract:record --force` only for a version never deployed)',
    )
    process.exit(1)
  }
  for (const problem of problems) console.warn(`! recorded anyway (--force): ${problem}`)
}

// Written as Prettier would (the repository's format check covers JSON).
const prettier = await import('prettier')
const options = (await prettier.resolveConfig(file)) ?? {}
writeFileSync(file, await prettier.format(JSON.stringify(current, null, 2), { ...options, filepath: file }))
console.log(
  `recorded ${current.exports.length} gateway exports (+ ${Object.keys(current.modules).join(', ')}) for contract ${current.version} in shared/gateway-exports.json`,
)
