import { chakra, type HTMLChakraProps } from '@chakra-ui/react'

type IconProps = HTMLChakraProps<'svg'>

/** A 24 × 24 line icon in currentColor, decorative; every icon of the site is made with it. */
export function createIcon(path: React.ReactNode, displayName: string) {
  function Icon(props: IconProps) {
    return (
      <chakra.svg
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {path}
      </chakra.svg>
    )
  }
  Icon.displayName = displayName
  return Icon
}

export const SunIcon = createIcon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
  'SunIcon',
)
export const MoonIcon = createIcon(<path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />, 'MoonIcon')
export const MenuIcon = createIcon(<path d="M3 6h18M3 12h18M3 18h18" />, 'MenuIcon')
export const CloseIcon = createIcon(<path d="M18 6 6 18M6 6l12 12" />, 'CloseIcon')
export const ArrowUpIcon = createIcon(<path d="M12 19V5M5 12l7-7 7 7" />, 'ArrowUpIcon')
export const ArrowLeftIcon = createIcon(<path d="M19 12H5M12 19l-7-7 7-7" />, 'ArrowLeftIcon')
export const ArrowRightIcon = createIcon(<path d="M5 12h14M12 5l7 7-7 7" />, 'ArrowRightIcon')
export const ChevronLeftIcon = createIcon(<path d="m15 18-6-6 6-6" />, 'ChevronLeftIcon')
export const ChevronRightIcon = createIcon(<path d="m9 18 6-6-6-6" />, 'ChevronRightIcon')
export const SearchIcon = createIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
  'SearchIcon',
)
export const CalendarIcon = createIcon(
  <>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </>,
  'CalendarIcon',
)
export const MapPinIcon = createIcon(
  <>
    <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z" />
    <circle cx="12" cy="10" r="3" />
  </>,
  'MapPinIcon',
)
export const UsersIcon = createIcon(
  <>
    <path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M23 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8" />
  </>,
  'UsersIcon',
)
export const ShareIcon = createIcon(
  <>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
  </>,
  'ShareIcon',
)
export const HeartIcon = createIcon(
  <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />,
  'HeartIcon',
)
export const FilterIcon = createIcon(<path d="M22 3H2l8 9.5V19l4 2v-8.5z" />, 'FilterIcon')
export const ClockIcon = createIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
  'ClockIcon',
)
export const GithubIcon = createIcon(
  <path d="M9 19c-5 1.5-5-2.5-7-3m14 6v-3.9a3.4 3.4 0 0 0-.9-2.6c3.1-.4 6.4-1.5 6.4-7A5.4 5.4 0 0 0 20 4.8 5 5 0 0 0 19.9 1S18.7.6 16 2.5a13.4 13.4 0 0 0-7 0C6.3.6 5.1 1 5.1 1A5 5 0 0 0 5 4.8a5.4 5.4 0 0 0-1.5 3.7c0 5.4 3.3 6.6 6.4 7A3.4 3.4 0 0 0 9 18.1V22" />,
  'GithubIcon',
)
export const ExternalLinkIcon = createIcon(
  <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6M15 3h6v6M10 14 21 3" />,
  'ExternalLinkIcon',
)
export const StarIcon = createIcon(
  <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" />,
  'StarIcon',
)
