import { Button, EmptyState, LIMITS, SkeletonGrid } from '@osck/shared'
import type { ReactNode } from 'react'

/** What a list says when its filters keep nothing: a heading, a line and the button that widens it. */
export interface NoMatch {
  title: string
  message: string
  action: string
  onAction: () => void
  variant?: 'solid' | 'outline'
}

/** The empty state of a filtered list, with its one way out ("View All Posts", "Clear Filters"). */
export function NoMatches({ title, message, action, onAction, variant = 'solid' }: NoMatch) {
  return (
    <EmptyState
      title={title}
      message={message}
      action={
        <Button mt="2" variant={variant} colorPalette="brand" focusRing="outside" onClick={onAction}>
          {action}
        </Button>
      }
    />
  )
}

/** A list's results: skeleton cards while it loads, then its items, or `noMatch` when none is kept. */
export function ListResults({
  loading,
  loadingLabel,
  noMatch,
  children,
}: {
  loading: boolean
  loadingLabel: string
  noMatch: NoMatch | false
  children: ReactNode
}) {
  if (loading) return <SkeletonGrid count={LIMITS.listSkeletons} label={loadingLabel} />
  return noMatch ? <NoMatches {...noMatch} /> : children
}
