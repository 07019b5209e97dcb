import { useInsertionEffect } from 'react'

/**
 * The keyframes and play-state rules of every Home marquee (hero carousels,
 * testimonial strip), added to <head> once, however many components render
 * it. A track holds its items twice and moves by half its
 * width, so the loop is seamless; the loop takes half the track's length (items × (width + gap),
 * set on the track by `MarqueeTrack`) over its speed. Motion pauses on hover, on keyboard focus
 * inside the marquee and when the visitor pauses it; it never runs under
 * prefers-reduced-motion.
 */
const CSS = `
@keyframes osck-marquee-left { from { transform: translate3d(0, 0, 0) } to { transform: translate3d(-50%, 0, 0) } }
@keyframes osck-marquee-right { from { transform: translate3d(-50%, 0, 0) } to { transform: translate3d(0, 0, 0) } }
.osck-marquee-track {
  animation: osck-marquee-left linear infinite;
  animation-duration: calc(var(--marquee-items) * (var(--marquee-item) + var(--marquee-gap)) / var(--marquee-speed) * 1s);
  will-change: transform;
}
.osck-marquee-item { flex-shrink: 0; width: calc(var(--marquee-item) * 1px) }
.osck-marquee-track[data-direction='right'] { animation-name: osck-marquee-right }
.osck-marquee:hover .osck-marquee-track,
.osck-marquee:has(:focus-visible) .osck-marquee-track,
.osck-marquee[data-paused] .osck-marquee-track { animation-play-state: paused }
.osck-marquee[data-still] .osck-marquee-track { animation: none; will-change: auto }
@media (prefers-reduced-motion: reduce) { .osck-marquee-track { animation: none } }
`

const STYLE_ID = 'osck-home-marquee'

export function MarqueeStyles() {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) return
    const style = document.createElement('style')
    style.id = STYLE_ID
    style.textContent = CSS
    document.head.append(style)
  }, [])
  return null
}
