import { describe, expect, it } from 'vitest'
import { TESTIMONIALS } from './testimonials'

describe('testimonials', () => {
  it('has nine placeholder entries with ids 1..9', () => {
    expect(TESTIMONIALS).toHaveLength(9)
    expect(TESTIMONIALS.map((entry) => entry.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9'])
  })

  it('gives every entry a name, role, the avatar image and content, identical apart from the id', () => {
    for (const { id: _id, ...entry } of TESTIMONIALS) {
      expect(entry.name).toBeTruthy()
      expect(entry.role).toBeTruthy()
      expect(entry.content.length).toBeGreaterThan(40)
      expect(entry.image).toBe('/images/avatar.svg')
      const { id: _first, ...first } = TESTIMONIALS[0]!
      expect(entry).toEqual(first)
    }
  })
})
