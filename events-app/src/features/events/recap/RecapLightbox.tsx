import { Dialog } from '@osck/shared/dialog'
import {
  Box,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseButton,
  ContentImage,
  HStack,
  IconButton,
  Portal,
  Text,
  type RecapPhoto,
} from '@osck/shared'
import { useEffect, useRef, type PointerEvent } from 'react'
import { photoLabel } from './photo-label'

export interface RecapLightboxProps {
  photos: readonly RecapPhoto[]
  /** The photo shown, or null when closed. */
  index: number | null
  onIndexChange: (index: number | null) => void
}

/** A swipe shorter than this is a tap. */
const SWIPE_PX = 40

/**
 * One recap photo at a time, enlarged in the gateway's dialog (focus trap, Escape, focus back
 * to the photo that opened it): Previous/Next buttons, the arrow keys and a swipe move between
 * photos, wrapping around.
 */
export function RecapLightbox({ photos, index, onIndexChange }: RecapLightboxProps) {
  const start = useRef<number | null>(null)
  const open = index !== null
  const current = index ?? 0
  const photo = photos[current]
  const move = (step: number) => onIndexChange((current + step + photos.length) % photos.length)
  const moveRef = useRef(move)
  moveRef.current = move
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') moveRef.current(1)
      else if (event.key === 'ArrowLeft') moveRef.current(-1)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX
  }
  const onPointerUp = (event: PointerEvent) => {
    const dx = start.current === null ? 0 : event.clientX - start.current
    start.current = null
    if (Math.abs(dx) >= SWIPE_PX) move(dx < 0 ? 1 : -1)
  }
  const label = photo ? photoLabel(photo, current, photos.length) : ''
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onIndexChange(null)} size="cover">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="gray.950" color="white">
            <Dialog.Header justifyContent="space-between" alignItems="center">
              <Dialog.Title
                fontSize="md"
                aria-live="polite"
              >{`Photo ${current + 1} of ${photos.length}`}</Dialog.Title>
              <Dialog.CloseTrigger asChild position="static">
                <CloseButton size="sm" color="white" aria-label="Close photos" />
              </Dialog.CloseTrigger>
            </Dialog.Header>
            <Dialog.Body
              display="flex"
              flexDirection="column"
              alignItems="center"
              justifyContent="center"
              gap="3"
              minH="0"
            >
              <Box
                flex="1"
                minH="0"
                w="full"
                display="flex"
                alignItems="center"
                justifyContent="center"
                touchAction="pan-y"
                onPointerDown={onPointerDown}
                onPointerUp={onPointerUp}
                // A photo dragged by the mouse would start the browser's drag and drop instead.
                onDragStart={(event) => event.preventDefault()}
                data-testid="lightbox-photo"
              >
                {photo && (
                  <ContentImage
                    key={photo.src}
                    src={photo.src}
                    alt={label}
                    sizes="100vw"
                    style={{
                      maxWidth: '100%',
                      maxHeight: '75vh',
                      width: 'auto',
                      height: 'auto',
                      objectFit: 'contain',
                    }}
                  />
                )}
              </Box>
              {photo?.caption && <Text textAlign="center">{photo.caption}</Text>}
            </Dialog.Body>
            <Dialog.Footer justifyContent="center">
              <HStack gap="4">
                <IconButton
                  aria-label="Previous photo"
                  variant="subtle"
                  onClick={() => move(-1)}
                  focusRing="outside"
                >
                  <ChevronLeftIcon />
                </IconButton>
                <IconButton
                  aria-label="Next photo"
                  variant="subtle"
                  onClick={() => move(1)}
                  focusRing="outside"
                >
                  <ChevronRightIcon />
                </IconButton>
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
