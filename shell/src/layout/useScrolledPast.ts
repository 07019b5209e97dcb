import { useEffect, useState, type RefObject } from 'react'

/** Calls `onChange` with whether the page is scrolled more than `px` pixels, now and on each scroll. */
function watchScrolledPast(px: number, onChange: (past: boolean) => void): () => void {
  const update = () => onChange(window.scrollY > px)
  update()
  window.addEventListener('scroll', update, { passive: true })
  return () => window.removeEventListener('scroll', update)
}

/** True while the page is scrolled more than `px` pixels. */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => watchScrolledPast(px, setPast), [px])
  return past
}

/**
 * Keeps `data-scrolled` of `ref`'s element "true" while the page is scrolled more than `px`
 * pixels, "false" otherwise, without a render.
 */
export function useScrolledAttribute(ref: RefObject<HTMLElement | null>, px: number) {
  useEffect(
    () =>
      watchScrolledPast(px, (past) => {
        const scrolled = String(past)
        if (ref.current && ref.current.dataset.scrolled !== scrolled) ref.current.dataset.scrolled = scrolled
      }),
    [ref, px],
  )
}
