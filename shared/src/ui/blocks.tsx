import { Button, Container, Heading, Stack, Text, type SystemStyleObject } from '@chakra-ui/react'
import { memo, type ReactNode } from 'react'
import { CHIP_CSS, CONTAINER_CSS } from './plain-css'
import { ArrowLeftIcon } from './icons'
import { SmartLink } from './SmartLink'
import { StyledRoot } from './styled-root'

// The coloured band at the top of a section's list page: a Container (maxW 7xl) holding a Stack,
// a Heading and a Text, as plain elements styled from the band. Every list re-renders its hero
// with each filter, and Chakra's components resolved their styles again on each render.
const PAGE_HERO_CSS: SystemStyleObject = {
  bg: 'brand.subtle',
  borderBottomWidth: '1px',
  py: { base: '10', md: '16' },
  '& > [data-part=container]': CONTAINER_CSS,
  '& > * > [data-part=stack]': { display: 'flex', flexDirection: 'column', gap: '4', maxW: '3xl' },
  '& > * > * > [data-part=title]': {
    textStyle: { base: '3xl', md: '4xl' },
    fontFamily: 'heading',
    fontWeight: 'extrabold',
    letterSpacing: 'tight',
  },
  '& > * > * > [data-part=subtitle]': { fontSize: { base: 'md', md: 'lg' }, color: 'fg.muted' },
}

/** A list page's band: its h1, a line under it, and what the list puts below (search, filters). */
export function PageHero({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle?: string
  children?: ReactNode
}) {
  return (
    <StyledRoot as="section" css={PAGE_HERO_CSS}>
      <div data-part="container">
        <div data-part="stack">
          <h1 data-part="title">{title}</h1>
          {subtitle && <p data-part="subtitle">{subtitle}</p>}
          {children}
        </div>
      </div>
    </StyledRoot>
  )
}

const CHIP_GROUP_CSS: SystemStyleObject = {
  '& > [data-part=label]': { fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted', mb: '2' },
  '& > [data-part=row]': { display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' },
  '& > [data-part=row][data-one-row]': {
    flexWrap: { base: 'nowrap', md: 'wrap' },
    overflowX: { base: 'auto', md: 'visible' },
    // Room for the focus ring inside the scrolling row.
    p: '1',
    m: '-1',
    scrollbarWidth: 'thin',
  },
  '& > [data-part=row] > button': CHIP_CSS,
  '& > [data-part=row] > button[data-narrow-only]': { display: { base: 'inline-flex', md: 'none' } },
}

/**
 * A labelled row of toggle chips; exactly one value is selected. Plain elements styled from the
 * group (a chip click re-renders every chip). Memoized: a keystroke in a list's search box
 * re-renders the list's hero, not its chips.
 */
export const ChipGroup = memo(function ChipGroup({
  label,
  options,
  selected,
  onSelect,
  hiddenFrom,
  oneRowOnNarrow = false,
}: {
  label: string
  options: readonly string[]
  selected: string
  onSelect: (value: string) => void
  /** Options at or after this index are hidden from the `md` breakpoint up. */
  hiddenFrom?: number
  /**
   * On narrow screens the chips stay on one row that scrolls sideways: the row keeps its height
   * whatever options arrive with the content, so nothing below it moves.
   */
  oneRowOnNarrow?: boolean
}) {
  return (
    <StyledRoot as="div" css={CHIP_GROUP_CSS} role="group" aria-label={label}>
      <p data-part="label">{label}</p>
      <div data-part="row" data-one-row={oneRowOnNarrow ? '' : undefined}>
        {options.map((option, index) => (
          <button
            key={option}
            type="button"
            aria-pressed={option === selected}
            onClick={() => onSelect(option)}
            data-narrow-only={hiddenFrom !== undefined && index >= hiddenFrom ? '' : undefined}
          >
            <span>{option}</span>
          </button>
        ))}
      </div>
    </StyledRoot>
  )
})

export function EmptyState({
  title,
  message,
  action,
}: {
  title: string
  message?: string
  action?: ReactNode
}) {
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="3"
      py="16"
      px="4"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="xl"
    >
      <Heading as="h3" size="lg">
        {title}
      </Heading>
      {message && (
        <Text color="fg.muted" maxW="md">
          {message}
        </Text>
      )}
      {action}
    </Stack>
  )
}

/** Unknown slug on a detail route: `back` is the way back to the section's list. */
export function NotFoundState({
  title,
  message,
  back,
  action,
}: {
  title: string
  message: string
  back?: { href: string; label: string }
  /** Another action instead of `back` (remotes built against contract 2.2). */
  action?: ReactNode
}) {
  return (
    <Container maxW="2xl" py={{ base: '20', md: '28' }} textAlign="center">
      <Stack align="center" gap="4">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{message}</Text>
        {back ? (
          <Button asChild colorPalette="brand" mt="2" focusRing="outside">
            <SmartLink href={back.href}>
              <ArrowLeftIcon /> {back.label}
            </SmartLink>
          </Button>
        ) : (
          action
        )}
      </Stack>
    </Container>
  )
}
