import { describe, expect, it } from 'vitest'
import { toEvent } from './normalize'

const recapOf = (recap: unknown) =>
  toEvent({ slug: 'x', frontmatter: { title: 'E', recap }, content: '' }).recap

describe('event recap', () => {
  it('keeps photos (with captions, or written as plain paths), slides, recording and a write-up', () => {
    expect(
      recapOf({
        photos: [
          { photo: 'uploads/a.jpg', caption: 'Talks' },
          '/uploads/b.png',
          { photo: 'https://img.example/c' },
        ],
        slides: 'https://slides.example/s',
        recording: 'https://www.youtube.com/watch?v=x',
        writeup: '/blog/meetup-recap',
      }),
    ).toEqual({
      photos: [
        { src: '/uploads/a.jpg', caption: 'Talks' },
        { src: '/uploads/b.png', caption: undefined },
        { src: 'https://img.example/c', caption: undefined },
      ],
      slides: 'https://slides.example/s',
      recording: 'https://www.youtube.com/watch?v=x',
      writeup: '/blog/meetup-recap',
    })
  })

  it('leaves out a photo that is not an image or not allowed, and links that are not http(s)', () => {
    expect(
      recapOf({
        photos: [
          { photo: '/uploads/notes.pdf' },
          { photo: 'http://insecure.example/a.jpg' },
          { caption: 'no photo' },
          { photo: 'https://host.example/page.php' },
          { photo: '/uploads/kept.webp' },
        ],
        slides: 'javascript:alert(1)',
        recording: 'ftp://x/y',
        writeup: '//evil.example/x',
      }),
    ).toEqual({ photos: [{ src: '/uploads/kept.webp', caption: undefined }] })
  })

  it.each([undefined, 'a recap', ['https://x.org'], {}, { photos: ['/uploads/notes.pdf'] }])(
    'has no recap for %j',
    (recap) => expect(recapOf(recap)).toBeUndefined(),
  )

  it('a speaker photo that is not an image is left out', () => {
    const event = toEvent({
      slug: 'x',
      frontmatter: { title: 'E', speakers: [{ name: 'Jane', photo: '/uploads/cv.pdf' }] },
      content: '',
    })
    expect(event.speakers?.[0]?.photo).toBeUndefined()
  })
})
