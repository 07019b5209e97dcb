import { ArrowUpIcon, IconButton, prefersReducedMotion, THRESHOLDS } from '@osck/shared'
import { useScrolledPast } from './useScrolledPast'

export function BackToTop() {
  const visible = useScrolledPast(THRESHOLDS.backToTopPx)
  // Rendered hidden from the start: its style rules exist before the first scroll shows it
  // (a rule added then made the browser restyle the whole page).
  return (
    <IconButton
      hidden={!visible}
      aria-label="Back to top"
      title="Back to top"
      position="fixed"
      bottom={{ base: '20', sm: '6' }}
      right="6"
      zIndex="overlay"
      rounded="full"
      colorPalette="brand"
      boxShadow="lg"
      onClick={(event) => {
        // Hidden while focused, the button would stop Chromium's smooth scroll on its way up.
        event.currentTarget.blur()
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
      }}
    >
      <ArrowUpIcon />
    </IconButton>
  )
}
