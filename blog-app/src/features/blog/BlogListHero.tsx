import { Badge, Button, FilterIcon, Flex, PageHero } from '@osck/shared'
import { SearchField } from '@osck/shared/inputs'
import type { ReactNode } from 'react'

export interface BlogListHeroProps {
  query: string
  onQuery: (q: string, continued: boolean) => void
  panelId: string
  panelOpen: boolean
  onTogglePanel: () => void
  /** How many of category and tag are applied (shown on the Filters button). */
  appliedCount: number
  /** The filter panel, rendered under the search row when open. */
  children?: ReactNode
}

/** The band at the top of the list: title, search box and the Filters toggle. */
export function BlogListHero({
  query,
  onQuery,
  panelId,
  panelOpen,
  onTogglePanel,
  appliedCount,
  children,
}: BlogListHeroProps) {
  return (
    <PageHero
      title="Blog"
      subtitle="Stories, tutorials and news from the people building open source in Kampala: meetups, first contributions, tools and lessons learned."
    >
      <Flex
        gap="3"
        mt="2"
        direction={{ base: 'column', sm: 'row' }}
        align={{ base: 'stretch', sm: 'center' }}
        maxW="3xl"
      >
        <SearchField
          flex="1"
          label="Search articles"
          placeholder="Search articles..."
          value={query}
          onChange={onQuery}
        />
        <Button
          size="lg"
          colorPalette="brand"
          variant={panelOpen ? 'solid' : 'outline'}
          bg={panelOpen ? undefined : 'bg'}
          focusRing="outside"
          aria-expanded={panelOpen}
          aria-controls={panelOpen ? panelId : undefined}
          onClick={onTogglePanel}
        >
          <FilterIcon /> Filters
          {appliedCount > 0 && (
            <Badge
              aria-hidden="true"
              variant={panelOpen ? 'surface' : 'solid'}
              colorPalette="brand"
              rounded="full"
              ms="1"
            >
              {appliedCount}
            </Badge>
          )}
        </Button>
      </Flex>
      {children}
    </PageHero>
  )
}
