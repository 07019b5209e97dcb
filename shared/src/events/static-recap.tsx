import { useContext } from 'react'
import { isUpcoming } from '../content/helpers'
import { RASTER_IMAGE } from '../content/image-manifest'
import type { CommunityEvent, RecapPhoto } from '../content/types'
import { PageImages, StaticPicture } from '../static-picture'

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const
const THUMB_SIZES = '(min-width: 56rem) 18rem, (min-width: 30rem) 33vw, 50vw'
const THUMB_STYLE = { width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover' } as const

/** A photo and the address it enlarges to: its largest JPEG, or the file of another host. */
function usePhotos(photos: readonly RecapPhoto[]) {
  const images = useContext(PageImages)
  return photos.flatMap((photo) => {
    const info = images[photo.src]
    // An upload the build could not read (missing, or not an image) is left out, as in the app.
    if (!info)
      return photo.src.startsWith('/uploads/') && RASTER_IMAGE.test(photo.src)
        ? []
        : [{ photo, full: photo.src }]
    return [{ photo, full: `${info.base}-${Math.max(...info.widths)}.jpg` }]
  })
}

/**
 * A past event's recap in its generated page (events-app/src/static-page.tsx), as the app shows it
 * above the text: the recording, slides and write-up links, and the photos, each linking to its
 * large copy (the enlarged view without JavaScript).
 */
export function StaticRecap({ event, now }: { event: CommunityEvent; now: Date }) {
  const { recap } = event
  const photos = usePhotos(recap?.photos ?? [])
  if (!recap || isUpcoming(event.date, now)) return null
  return (
    <section>
      <h2>Recap</h2>
      <ul>
        {recap.recording ? (
          <li>
            <a href={recap.recording} {...newTab}>
              Watch the recording
            </a>
          </li>
        ) : null}
        {recap.slides ? (
          <li>
            <a href={recap.slides} {...newTab}>
              Slides
            </a>
          </li>
        ) : null}
        {recap.writeup ? (
          <li>
            <a href={recap.writeup} {...(recap.writeup.startsWith('/') ? {} : newTab)}>
              Read the write-up
            </a>
          </li>
        ) : null}
      </ul>
      {photos.length ? (
        <ul aria-label="Event photos">
          {photos.map(({ photo, full }, index) => (
            <li key={photo.src}>
              <a href={full}>
                <StaticPicture
                  src={photo.src}
                  alt={photo.caption ?? `Photo ${index + 1} of ${photos.length}`}
                  sizes={THUMB_SIZES}
                  width={400}
                  height={300}
                  style={THUMB_STYLE}
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
