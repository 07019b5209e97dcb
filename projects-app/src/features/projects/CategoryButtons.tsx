import { memo } from 'react'
import { CHIP_CSS, StyledRoot, type SystemStyleObject } from '@osck/shared'
import { DESKTOP_CATEGORY_BUTTONS } from './project-logic'

export interface CategoryButtonsProps {
  categories: readonly string[]
  selected: string
  onSelect: (category: string) => void
}

// Plain elements styled from the list: a click re-renders every button.
const CATEGORY_LIST_CSS: SystemStyleObject = {
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  mt: '3',
  mx: { base: '-4', md: '0' },
  px: { base: '4', md: '0' },
  py: '1',
  listStyleType: 'none',
  flexWrap: { base: 'nowrap', md: 'wrap' },
  overflowX: { base: 'auto', md: 'visible' },
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
  '& > li': { flexShrink: '0', maxW: 'full' },
  '& > li[data-narrow-only]': { display: { base: 'block', md: 'none' } },
  '& > li > button': { ...CHIP_CSS, focusRing: 'outside', '&:not([aria-pressed=true])': { bg: 'bg' } },
}

/**
 * Mobile: every category, in one row that scrolls sideways; md and up: the first ones, wrapped.
 * Memoized: a keystroke in the search box does not re-render the buttons.
 */
export const CategoryButtons = memo(function CategoryButtons({
  categories,
  selected,
  onSelect,
}: CategoryButtonsProps) {
  return (
    <StyledRoot as="ul" css={CATEGORY_LIST_CSS} role="list" aria-label="Categories">
      {categories.map((category, index) => (
        <li key={category} data-narrow-only={index >= DESKTOP_CATEGORY_BUTTONS ? '' : undefined}>
          <button type="button" aria-pressed={category === selected} onClick={() => onSelect(category)}>
            <span>{category}</span>
          </button>
        </li>
      ))}
    </StyledRoot>
  )
})
