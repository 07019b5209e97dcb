import { ALL, Button, ChipGroup, Flex, Stack } from '@osck/shared'
import { FILTER_PANEL_STYLE } from '@osck/shared/sections/list-filters'
import { useState } from 'react'

export interface FilterChoice {
  category: string
  tag: string
}

const RESET: FilterChoice = { category: ALL, tag: ALL }

export interface BlogFilterPanelProps {
  id: string
  categories: readonly string[]
  tags: readonly string[]
  /** The filters in force; the chips start from these. */
  applied: FilterChoice
  onApply: (choice: FilterChoice) => void
}

/** Chips pick pending values; Apply Filters applies them; Reset Filters returns both to 'All'. */
export function BlogFilterPanel({ id, categories, tags, applied, onApply }: BlogFilterPanelProps) {
  const [pending, setPending] = useState<FilterChoice>(applied)
  return (
    <Stack id={id} role="region" aria-label="Filter articles" gap="5" {...FILTER_PANEL_STYLE}>
      <ChipGroup
        label="Categories"
        options={categories}
        selected={pending.category}
        onSelect={(category) => setPending((p) => ({ ...p, category }))}
      />
      <ChipGroup
        label="Tags"
        options={tags}
        selected={pending.tag}
        onSelect={(tag) => setPending((p) => ({ ...p, tag }))}
      />
      <Flex gap="3" justify="flex-end" wrap="wrap" borderTopWidth="1px" pt="4">
        <Button
          variant="outline"
          focusRing="outside"
          onClick={() => {
            setPending(RESET)
            onApply(RESET)
          }}
        >
          Reset Filters
        </Button>
        <Button colorPalette="brand" focusRing="outside" onClick={() => onApply(pending)}>
          Apply Filters
        </Button>
      </Flex>
    </Stack>
  )
}
