// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { OFFER_DELETE, PHOTO_KEPT, photoFile, photosOf, usersOf } from './photo-usage'

describe('the photos of an entry being deleted', () => {
  it('are its /uploads/ addresses, in any field or in its text, each once', () => {
    const data = {
      title: 'Meetup',
      image: '/uploads/crowd.jpg',
      map: '/uploads/way-in.png',
      body: 'See ![the crowd](/uploads/crowd.jpg) and <img src="/uploads/stage.webp">, not https://x.org/uploads/a.jpg. End /uploads/stage.webp.',
    }
    expect(photosOf(data)).toEqual(['/uploads/crowd.jpg', '/uploads/way-in.png', '/uploads/stage.webp'])
    expect(photosOf({ title: 'No photo', image: '/images/logo.svg' })).toEqual([])
    expect(photosOf(undefined)).toEqual([])
    expect(photoFile('/uploads/crowd.jpg')).toBe('content/uploads/crowd.jpg')
  })

  it('are used by the other entries whose file names them, the deleted one left out', () => {
    const files = [
      { path: 'content/events/meetup.md', text: 'image: /uploads/crowd.jpg' },
      { path: 'content/blog/recap.md', text: '![x](/uploads/crowd.jpg)' },
      { path: 'content/blog/recap.md', text: '![x](/uploads/crowd.jpg) on a pull request' },
      { path: 'content/blog/other.md', text: 'image: /uploads/crowd-2.jpg' },
    ]
    expect(usersOf('/uploads/crowd.jpg', files, 'content/events/meetup.md')).toEqual([
      'content/blog/recap.md',
    ])
    expect(usersOf('/uploads/way-in.png', files, 'content/events/meetup.md')).toEqual([])
    expect(PHOTO_KEPT('/uploads/crowd.jpg', ['content/blog/recap.md'])).toBe(
      'The photo crowd.jpg is still used by content/blog/recap.md, so it stays on the site.',
    )
    expect(OFFER_DELETE('/uploads/way-in.png')).toMatch(
      /^No other entry uses the photo way-in.png\. Delete it/,
    )
  })
})
