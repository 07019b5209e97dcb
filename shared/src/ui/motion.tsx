import { Box, type BoxProps } from '@chakra-ui/react'
import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react'
import { THRESHOLDS } from '../constants'

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

// One query list, made again only if `matchMedia` itself is replaced (tests do): every card of a
// list reads it on each render, and each `matchMedia` call builds a new list.
let reducedMotion: { matchMedia: typeof window.matchMedia; query: MediaQueryList } | undefined

function reducedMotionQuery(): MediaQueryList | undefined {
  if (typeof window.matchMedia !== 'function') return undefined
  if (reducedMotion?.matchMedia !== window.matchMedia)
    reducedMotion = { matchMedia: window.matchMedia, query: window.matchMedia(REDUCED_MOTION_QUERY) }
  return reducedMotion.query
}

export function prefersReducedMotion(): boolean {
  return reducedMotionQuery()?.matches ?? false
}

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = reducedMotionQuery()
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false)
}

/** True once `threshold` of the element has been visible; stays true. */
export function useInViewOnce<T extends Element>(
  threshold: number = THRESHOLDS.sectionVisibility,
): [RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null)
  const [seen, setSeen] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (seen || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true)
          observer.disconnect()
        }
      },
      { threshold },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [seen, threshold])
  return [ref, seen]
}

/** Fades its content in once when 20% of it is visible; instant under reduced motion. */
export function FadeInSection({ children, ...props }: BoxProps) {
  const [ref, seen] = useInViewOnce<HTMLDivElement>()
  const reduced = useReducedMotion()
  const visible = seen || reduced
  return (
    <Box
      ref={ref}
      data-visible={visible ? 'true' : 'false'}
      opacity={visible ? 1 : 0}
      transform={visible ? 'none' : 'translateY(24px)'}
      transition={reduced ? 'none' : 'opacity 0.6s ease-out, transform 0.6s ease-out'}
      {...props}
    >
      {children}
    </Box>
  )
}
