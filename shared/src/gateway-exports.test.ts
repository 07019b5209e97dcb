import { describe, expect, it } from 'vitest'
import recorded from '../gateway-exports.json'
import { CONTRACT_VERSION, GATEWAY_PARTS } from './contract'
import * as gateway from './index'

/**
 * The gateway's export list is part of the shell↔remote contract: a remote built against one
 * list runs on a shell that provides another. shared/gateway-exports.json records the list of
 * the current CONTRACT_VERSION (`pnpm contract:record`).
 */
const CHANGED = 'the gateway export list changed: bump CONTRACT_VERSION and run pnpm contract:record'

const current = {
  exports: Object.keys(gateway).sort(),
  modules: Object.fromEntries(
    await Promise.all(
      GATEWAY_PARTS.map(async (part) => [
        `@osck/shared/${part}`,
        Object.keys((await import(`./${part}.ts`)) as object).sort(),
      ]),
    ),
  ),
}

describe('gateway export list (part of the contract)', () => {
  it('is recorded for the current CONTRACT_VERSION', () => {
    expect(recorded.version, `CONTRACT_VERSION is ${CONTRACT_VERSION}: run pnpm contract:record`).toBe(
      CONTRACT_VERSION,
    )
  })

  it('has not changed without a CONTRACT_VERSION bump', () => {
    if (recorded.version !== CONTRACT_VERSION) return
    expect(current.exports, CHANGED).toEqual(recorded.exports)
    expect(current.modules, CHANGED).toEqual(recorded.modules)
  })
})
