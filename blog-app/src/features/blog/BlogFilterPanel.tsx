import { ALL, ChipGroup, plainButtonCss, StyledRoot, type SystemStyleObject } from '@osck/shared'
import { FILTER_PANEL_STYLE } from '@osck/shared/sections/list-filters'
import { useState } from 'react'

export interface FilterChoice {
  category: string
  tag: string
}

const RESET: FilterChoice = { category: ALL, tag: ALL }

/** Plain elements styled from the panel: opening it inserts one style rule, not one per part. */
const PANEL_CSS: SystemStyleObject = {
  ...FILTER_PANEL_STYLE,
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
  '& > [data-part=actions]': {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: '3',
    borderTopWidth: '1px',
    pt: '4',
  },
  '& > * > [data-part=reset]': { ...plainButtonCss('md', 'outline'), focusRing: 'outside' },
  '& > * > [data-part=apply]': { ...plainButtonCss('md', 'solid'), focusRing: 'outside' },
}

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
    <StyledRoot as="div" id={id} role="region" aria-label="Filter articles" css={PANEL_CSS}>
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
      <div data-part="actions">
        <button
          type="button"
          data-part="reset"
          onClick={() => {
            setPending(RESET)
            onApply(RESET)
          }}
        >
          Reset Filters
        </button>
        <button type="button" data-part="apply" onClick={() => onApply(pending)}>
          Apply Filters
        </button>
      </div>
    </StyledRoot>
  )
}
