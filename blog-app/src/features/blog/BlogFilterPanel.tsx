import { Button, ChipGroup, HStack, Stack } from '@osck/shared'
import { useState } from 'react'

export interface FilterChoice {
  category: string
  tag: string
}

/** Chips choose pending values; Apply Filters applies them, Reset Filters clears both. */
export function BlogFilterPanel({
  categories,
  tags,
  applied,
  onApply,
}: {
  categories: string[]
  tags: string[]
  applied: FilterChoice
  onApply: (choice: FilterChoice) => void
}) {
  const [pending, setPending] = useState<FilterChoice>(applied)
  return (
    <Stack id="blog-filters" gap="5" p="5" borderWidth="1px" borderRadius="xl" bg="bg.panel">
      <ChipGroup label="Categories" options={categories} selected={pending.category} onSelect={(category) => setPending((p) => ({ ...p, category }))} />
      <ChipGroup label="Tags" options={tags} selected={pending.tag} onSelect={(tag) => setPending((p) => ({ ...p, tag }))} />
      <HStack gap="3" justify="flex-end">
        <Button
          variant="outline"
          onClick={() => {
            const reset = { category: 'All', tag: 'All' }
            setPending(reset)
            onApply(reset)
          }}
        >
          Reset Filters
        </Button>
        <Button colorPalette="brand" onClick={() => onApply(pending)}>
          Apply Filters
        </Button>
      </HStack>
    </Stack>
  )
}
