import { describe, expect, it } from 'vitest'
import { remoteIsAhead } from './loadSection'

describe('remoteIsAhead', () => {
  it.each([
    ['2.1.0', '2.0.0', true],
    ['3.0.0', '2.4.0', true],
    ['2.0.0', '2.0.0', false],
    ['2.0.5', '2.0.0', false],
    ['1.9.0', '2.0.0', false],
    ['garbage', '2.0.0', false],
    [undefined, '2.0.0', false],
  ])('remote %s against shell %s → %s', (remote, shell, ahead) => {
    expect(remoteIsAhead(remote, shell)).toBe(ahead)
  })
})
