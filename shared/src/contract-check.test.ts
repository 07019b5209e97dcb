import { describe, expect, it } from 'vitest'
import { CONTRACT_VERSION } from './contract'
import { checkContract, isSectionModule } from './contract-check'

describe('checkContract', () => {
  it('loads a remote built against the same version', () => {
    expect(checkContract(CONTRACT_VERSION)).toEqual({ ok: true })
  })

  it('loads a remote built against an older or equal minor of the same major', () => {
    expect(checkContract('2.0.0', '2.3.1')).toEqual({ ok: true })
    expect(checkContract('2.3.9', '2.3.1')).toEqual({ ok: true })
  })

  it('refuses a remote that needs a newer minor than the shell provides', () => {
    const result = checkContract('2.4.0', '2.3.1')
    expect(result.ok).toBe(false)
    expect(!result.ok && result.reason).toMatch(/needs contract 2\.4\.0/)
  })

  it('refuses an incompatible major in either direction', () => {
    expect(checkContract('3.0.0', '2.3.1').ok).toBe(false)
    expect(checkContract('1.9.0', '2.3.1').ok).toBe(false)
  })

  it('refuses a missing or malformed version', () => {
    expect(checkContract(undefined).ok).toBe(false)
    expect(checkContract('latest').ok).toBe(false)
    expect(checkContract(1).ok).toBe(false)
  })
})

describe('isSectionModule', () => {
  it('accepts an object with a Routes component', () => {
    expect(isSectionModule({ contractVersion: '1.0.0', Routes: () => null })).toBe(true)
  })

  it('rejects anything else', () => {
    expect(isSectionModule(null)).toBe(false)
    expect(isSectionModule({ contractVersion: '1.0.0' })).toBe(false)
    expect(isSectionModule('Routes')).toBe(false)
  })
})
