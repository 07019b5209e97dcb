import { describe, expect, it } from 'vitest'
import { frontmatterImages } from './frontmatter-images'

describe('frontmatterImages', () => {
  it("names an event's image, its speakers' photos and its recap's photos by field", () => {
    expect(
      frontmatterImages('events', {
        image: '/uploads/cover.jpg',
        speakers: [{ name: 'Jane', photo: ' /uploads/jane.jpg ' }, { name: 'Okello' }],
        recap: { photos: [{ photo: '/uploads/a.jpg', caption: 'Talks' }, '/uploads/b.jpg'] },
      }),
    ).toEqual([
      { field: 'image', url: '/uploads/cover.jpg' },
      { field: 'speakers[1].photo', url: '/uploads/jane.jpg' },
      { field: 'recap.photos[1].photo', url: '/uploads/a.jpg' },
      { field: 'recap.photos[2]', url: '/uploads/b.jpg' },
    ])
  })

  it('ignores values of the wrong shape', () => {
    expect(frontmatterImages('events', { image: 3, speakers: 'Jane', recap: ['x'] })).toEqual([])
  })
})
