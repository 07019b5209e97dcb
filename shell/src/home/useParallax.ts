import { useEffect, useRef } from 'react'

/**
 * Shifts an element down by `factor` × the page's scroll offset (a gentle
 * parallax), written straight to its style once per frame from a passive
 * scroll listener. Off when `disabled` (reduced motion).
 */
export function useParallax<T extends HTMLElement>(factor: number, disabled: boolean) {
  const ref = useRef<T>(null)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    if (disabled) {
      element.style.transform = ''
      return
    }
    let frame = 0
    const apply = () => {
      frame = 0
      element.style.transform = `translate3d(0, ${(window.scrollY * factor).toFixed(2)}px, 0)`
    }
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(apply)
    }
    apply()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [factor, disabled])
  return ref
}
