import { lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react'
import type { SectionModule, SectionName } from '@osck/shared'
import { loadSection } from './loadSection'
import { SectionErrorBoundary } from './SectionErrorBoundary'

type Part = keyof Pick<SectionModule, 'Routes' | 'HomeTeaser'>

function Nothing() {
  return null
}

/**
 * Renders one part of a remote, loaded on first use, behind its own error
 * boundary: a remote that cannot be fetched, is refused by the contract
 * check, or throws while rendering shows a message with Retry instead.
 */
export function RemoteSection({
  section,
  part,
  fallback,
}: {
  section: SectionName
  part: Part
  fallback: ReactNode
}) {
  const [attempt, setAttempt] = useState(0)
  const Part = useMemo(
    () =>
      lazy(async (): Promise<{ default: ComponentType }> => {
        const module = await loadSection(section)
        const Inner = module[part] ?? Nothing
        // Wrapped: a remote may itself expose a lazy component, which lazy() cannot resolve to.
        return { default: () => <Inner /> }
      }),
    // A new attempt needs a new lazy component: React caches a rejected lazy.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [section, part, attempt],
  )
  return (
    <SectionErrorBoundary
      key={`${section}-${attempt}`}
      section={section}
      compact={part === 'HomeTeaser'}
      onRetry={() => setAttempt((value) => value + 1)}
    >
      <Suspense fallback={fallback}>
        <Part />
      </Suspense>
    </SectionErrorBoundary>
  )
}
