import { Box, Button, FilterIcon, Heading, HStack, LIMITS } from '@osck/shared'
import { useEffect, useRef, useState } from 'react'

/** The Filters dropdown: tag badges and Reset All Filters. Closes on an outside click and on Escape. */
export function TagFilterDropdown({ tags, selected, onSelect, onResetAll }: { tags: string[]; selected: string; onSelect: (tag: string) => void; onResetAll: () => void }) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      trigger.current?.focus()
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])
  return (
    <Box position="relative" ref={root}>
      <Button ref={trigger} variant="outline" aria-expanded={open} aria-controls="project-tag-filters" onClick={() => setOpen((value) => !value)}>
        <FilterIcon /> Filters
      </Button>
      {open && (
        <Box id="project-tag-filters" role="group" aria-label="Filter by tag" position="absolute" right="0" top="calc(100% + 8px)" zIndex="dropdown" w={{ base: '80vw', sm: 'sm' }} p="4" bg="bg.panel" borderWidth="1px" borderRadius="xl" boxShadow="xl">
          <Heading as="h3" size="sm" mb="3">Tags</Heading>
          <HStack gap="2" wrap="wrap" mb="4">
            {['All', ...tags.filter((tag) => tag !== 'All').slice(0, LIMITS.projectTagBadges)].map((tag) => (
              <Button key={tag} size="xs" rounded="full" colorPalette="brand" variant={tag === (selected || 'All') ? 'solid' : 'outline'} aria-pressed={tag === (selected || 'All')} onClick={() => onSelect(tag)}>
                {tag}
              </Button>
            ))}
          </HStack>
          <Button size="sm" variant="ghost" onClick={() => { onResetAll(); setOpen(false) }}>Reset All Filters</Button>
        </Box>
      )}
    </Box>
  )
}
