import { siteConfig, useDocumentMeta } from '@osck/shared'
import { lazy, startTransition, Suspense, useEffect, useState } from 'react'
import { HeroSkeleton, LowerSkeleton, UpperSkeleton } from '../home/HomeSkeleton'
import { TeaserSlot } from '../home/TeaserSlot'
import { useHomeReady } from '../home/useHomeReady'

const loadSections = () => import('../home/HomeSections')
const UpperSections = lazy(() => loadSections().then((module) => ({ default: module.UpperSections })))
const LowerSections = lazy(() => loadSections().then((module) => ({ default: module.LowerSections })))

const upperSkeleton = (
  <>
    <HeroSkeleton />
    <UpperSkeleton />
  </>
)

/**
 * Home: a skeleton for the spec's 800 ms, then hero, stats, about, the blog
 * and events teasers (remotes, each behind its own error boundary), what we
 * do, community voices and the call to action. The teasers mount at once and
 * the sections' chunk is requested on mount, so all of it loads during the
 * skeleton time (and other pages never download Home's code).
 */
export function HomePage() {
  useDocumentMeta({ title: siteConfig.name, description: siteConfig.description })
  const ready = useHomeReady()
  // The sections below the teasers follow one commit later: the first screen (hero) paints sooner.
  const [lowerReady, setLowerReady] = useState(false)
  useEffect(() => {
    void loadSections()
  }, [])
  useEffect(() => {
    if (ready) startTransition(() => setLowerReady(true))
  }, [ready])
  return (
    <>
      {ready ? (
        <Suspense fallback={upperSkeleton}>
          <UpperSections />
        </Suspense>
      ) : (
        upperSkeleton
      )}
      <TeaserSlot section="blog" />
      <TeaserSlot section="events" tinted />
      {lowerReady ? (
        <Suspense fallback={<LowerSkeleton />}>
          <LowerSections />
        </Suspense>
      ) : (
        <LowerSkeleton />
      )}
    </>
  )
}
