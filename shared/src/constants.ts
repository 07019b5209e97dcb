/** Every timing, threshold and limit of the product (docs/product.md), in one place. */
declare const __OSCK_NO_DELAYS__: boolean | undefined

/** Set only by the benchmark build: the product's deliberate delays become zero. */
export const NO_DELAYS = typeof __OSCK_NO_DELAYS__ !== 'undefined' && __OSCK_NO_DELAYS__

const delay = (ms: number) => (NO_DELAYS ? 0 : ms)

export const TIMINGS = {
  appStartLoaderMs: delay(800),
  loaderMinimumMs: delay(400),
  homeSkeletonMs: delay(800),
  eventsLoaderMs: delay(700),
  blogLoaderMs: delay(800),
  projectsLoadStartMs: delay(500),
  projectsLoaderClearMs: delay(600),
  projectDetailBeforeMs: delay(300),
  projectDetailAfterMs: delay(300),
  counterDurationMs: 1000,
  counterStepsPerSecond: 60,
  projectCardBaseDelayMs: 400,
  projectCardStepDelayMs: 100,
  toastDurationMs: 5000,
  /** How long Back keeps the remembered position while the page's code and content arrive. */
  scrollRestoreMaxMs: 5000,
} as const

export const THRESHOLDS = {
  navbarScrolledPx: 10,
  backToTopPx: 300,
  sectionVisibility: 0.2,
  toastNarrowBreakpointPx: 600,
  dialogMaxWidthPx: 525,
  carouselSpeed: 30,
  carouselParallax: 0.05,
} as const

export const LIMITS = {
  homeBlogPosts: 3,
  homeEvents: 3,
  featuredEvents: 3,
  eventSuggestions: 3,
  relatedPosts: 3,
  loadMoreMinPosts: 6,
  eventCategoryChips: 5,
  eventLocationChips: 3,
  projectCategoryButtons: 5,
  projectTagBadges: 10,
  featuredSkeletons: 3,
  listSkeletons: 6,
  projectCardTags: 3,
  projectCardCollaborators: 3,
  toastLimit: 3,
} as const

export const COUNTER_TARGETS = {
  members: 68,
  projects: 0,
  events: 2,
  posts: 3,
} as const

/** localStorage key of the theme preference ('light' | 'dark' | 'system'). */
export const THEME_STORAGE_KEY = 'vite-ui-theme'
