import { homeMeta, useDocumentMeta } from '@osck/shared'
import { lazy, startTransition, Suspense, useCallback, useEffect, useState } from 'react'
import { AfterPaint } from '../home/AfterPaint'
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
 * Home: a skeleton for its 800 ms (docs/product.md), then hero, stats, about, the blog
 * and events teasers (remotes, each behind its own error boundary), what we
 * do, community voices and the call to action. The sections' chunk is
 * requested on mount, so it loads during the skeleton time (and other pages
 * never download Home's code). The teasers sit below the first screen: their
 * remotes and content start once the hero has painted, so on a slow network
 * the first screen does not share its connections with two remotes and every
 * post and event file.
 */
export function HomePage() {
  useDocumentMeta(homeMeta())
  const ready = useHomeReady()
  // The sections below the teasers follow one commit later: the first screen (hero) paints sooner.
  const [lowerReady, setLowerReady] = useState(false)
  const [teasersStarted, setTeasersStarted] = useState(false)
  const startTeasers = useCallback(() => startTransition(() => setTeasersStarted(true)), [])
  useEffect(() => {
    // Without Home's own sections there is no hero to wait for.
    loadSections().catch(startTeasers)
  }, [startTeasers])
  useEffect(() => {
    if (ready) startTransition(() => setLowerReady(true))
  }, [ready])
  return (
    <>
      {ready ? (
        <Suspense fallback={upperSkeleton}>
          <UpperSections />
          <AfterPaint onPainted={startTeasers} />
        </Suspense>
      ) : (
        upperSkeleton
      )}
      <TeaserSlot section="blog" started={teasersStarted} />
      <TeaserSlot section="events" started={teasersStarted} tinted />
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
