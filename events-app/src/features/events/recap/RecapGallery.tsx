import { Box, chakra, ContentImage, SimpleGrid, type RecapPhoto } from '@osck/shared'
import { lazy, Suspense, useState } from 'react'
import { photoLabel } from './photo-label'

const importLightbox = () => import('./RecapLightbox')
const RecapLightbox = lazy(() => importLightbox().then((m) => ({ default: m.RecapLightbox })))

/** Three columns from 30rem (Chakra's `sm`) up, two on a phone: each thumbnail's width. */
const THUMB_SIZES = '(min-width: 56rem) 18rem, (min-width: 30rem) 33vw, 50vw'

/**
 * The recap's photos as lazy thumbnails, each a button that enlarges it (RecapLightbox, whose code
 * and the dialog's come on the first tap or on hover). A photo that cannot be loaded leaves the
 * gallery.
 */
export function RecapGallery({ photos }: { photos: readonly RecapPhoto[] }) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set())
  const [index, setIndex] = useState<number | null>(null)
  const [requested, setRequested] = useState(false)
  const shown = photos.filter((photo) => !failed.has(photo.src))
  if (shown.length === 0) return null
  const open = (at: number) => {
    setRequested(true)
    setIndex(at)
  }
  return (
    <>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3 }} gap="2" aria-label="Event photos">
        {shown.map((photo, at) => (
          <li key={photo.src}>
            <chakra.button
              type="button"
              display="block"
              w="full"
              borderRadius="md"
              overflow="hidden"
              bg="bg.muted"
              aspectRatio="4 / 3"
              cursor="zoom-in"
              focusRing="outside"
              onClick={() => open(at)}
              onPointerEnter={() => void importLightbox()}
              onFocus={() => void importLightbox()}
            >
              <ContentImage
                src={photo.src}
                alt={photoLabel(photo, at, shown.length)}
                width={400}
                height={300}
                sizes={THUMB_SIZES}
                style={{ width: '100%', height: '100%', objectFit: 'cover' }}
                onError={() => setFailed((before) => new Set(before).add(photo.src))}
              />
            </chakra.button>
          </li>
        ))}
      </SimpleGrid>
      {requested && (
        <Suspense fallback={<Box srOnly>Opening the photo…</Box>}>
          <RecapLightbox photos={shown} index={index} onIndexChange={setIndex} />
        </Suspense>
      )}
    </>
  )
}
