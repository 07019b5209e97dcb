import { Badge, Box, Button, FilterIcon, Separator, Text, Wrap } from '@osck/shared'
import { memo, useEffect, useRef, useState } from 'react'
import { ChevronDownIcon } from './icons'

const PANEL_ID = 'project-filters-panel'

export interface FiltersDropdownProps {
  tags: readonly string[]
  selectedTag: string
  onTag: (tag: string) => void
  onResetAll: () => void
}

/**
 * The Filters button and its panel of tag badges. The panel closes on a click
 * outside it and on Escape (focus goes back to the button).
 */
export const FiltersDropdown = memo(function FiltersDropdown({
  tags,
  selectedTag,
  onTag,
  onResetAll,
}: FiltersDropdownProps) {
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  return (
    <Box position="relative">
      <Button
        ref={buttonRef}
        size="lg"
        variant="outline"
        colorPalette="brand"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((value) => !value)}
        focusRing="outside"
        bg="bg"
      >
        <FilterIcon /> Filters
        {selectedTag && (
          <Badge colorPalette="brand" variant="solid" rounded="full" size="sm" aria-hidden="true">
            1
          </Badge>
        )}
        <ChevronDownIcon
          display={{ base: 'none', sm: 'inline' }}
          transform={open ? 'rotate(180deg)' : undefined}
          transition="transform 0.2s"
        />
      </Button>
      <Box
        ref={panelRef}
        id={PANEL_ID}
        hidden={!open}
        display={open ? 'block' : 'none'}
        position="absolute"
        top="calc(100% + 0.5rem)"
        insetEnd="0"
        zIndex="dropdown"
        w="min(22rem, calc(100vw - 2rem))"
        p="4"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="xl"
        shadow="lg"
      >
        <Text id="project-tags-label" fontSize="sm" fontWeight="semibold" mb="3">
          Filter by tag
        </Text>
        <Wrap role="group" aria-labelledby="project-tags-label" gap="2">
          {tags.map((tag) => {
            const pressed = tag === selectedTag
            return (
              <Button
                key={tag}
                size="xs"
                rounded="full"
                variant={pressed ? 'solid' : 'outline'}
                colorPalette="brand"
                aria-pressed={pressed}
                onClick={() => onTag(pressed ? '' : tag)}
                focusRing="outside"
              >
                {tag}
              </Button>
            )
          })}
          {tags.length === 0 && (
            <Text color="fg.muted" fontSize="sm">
              No tags yet.
            </Text>
          )}
        </Wrap>
        <Separator my="4" />
        <Button
          variant="ghost"
          colorPalette="brand"
          size="sm"
          w="full"
          onClick={() => {
            onResetAll()
            setOpen(false)
            buttonRef.current?.focus()
          }}
          focusRing="outside"
        >
          Reset All Filters
        </Button>
      </Box>
    </Box>
  )
})
