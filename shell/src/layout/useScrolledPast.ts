import { useEffect, useState, type RefObject } from 'react'

/** True while the page is scrolled more than `px` pixels. */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const update = () => setPast(window.scrollY > px)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [px])
  return past
}

/**
 * Keeps `data-scrolled` of `ref`'s element "true" while the page is scrolled more than `px`
 * pixels, "false" otherwise, without a render.
 */
export function useScrolledAttribute(ref: RefObject<HTMLElement | null>, px: number) {
  useEffect(() => {
    const update = () => {
      const scrolled = String(window.scrollY > px)
      if (ref.current && ref.current.dataset.scrolled !== scrolled) ref.current.dataset.scrolled = scrolled
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [ref, px])
}
