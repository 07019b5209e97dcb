import { memo } from 'react'
import { Box, Button, HStack, Text } from '@osck/shared'
import { DESKTOP_CATEGORY_BUTTONS } from './project-logic'

export interface CategoryButtonsProps {
  categories: readonly string[]
  selected: string
  onSelect: (category: string) => void
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
    <HStack
      as="ul"
      role="list"
      aria-label="Categories"
      gap="2"
      mt="3"
      mx={{ base: '-4', md: '0' }}
      px={{ base: '4', md: '0' }}
      py="1"
      listStyleType="none"
      flexWrap={{ base: 'nowrap', md: 'wrap' }}
      overflowX={{ base: 'auto', md: 'visible' }}
      scrollbarWidth="none"
      css={{ '&::-webkit-scrollbar': { display: 'none' } }}
    >
      {categories.map((category, index) => {
        const pressed = category === selected
        return (
          <Box
            as="li"
            key={category}
            flexShrink="0"
            maxW="full"
            display={index >= DESKTOP_CATEGORY_BUTTONS ? { base: 'block', md: 'none' } : undefined}
          >
            <Button
              size="sm"
              rounded="full"
              variant={pressed ? 'solid' : 'outline'}
              colorPalette="brand"
              bg={pressed ? undefined : 'bg'}
              aria-pressed={pressed}
              onClick={() => onSelect(category)}
              focusRing="outside"
              maxW="full"
            >
              {/* A category longer than the row is cut with an ellipsis; its name stays whole. */}
              <Text as="span" truncate minW="0">
                {category}
              </Text>
            </Button>
          </Box>
        )
      })}
    </HStack>
  )
})
