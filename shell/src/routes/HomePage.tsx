import { homeMeta, useDocumentMeta } from '@osck/shared'
import { startTransition, useCallback, useEffect, useState } from 'react'
import { AfterPaint } from '../home/AfterPaint'
import { LowerSections, UpperSections } from '../home/HomeSections'
import { HeroSkeleton, LowerSkeleton, UpperSkeleton } from '../home/HomeSkeleton'
import { TeaserSlot, type RemotePart } from '../home/TeaserSlot'
import { useHomeReady } from '../home/useHomeReady'

/**
 * Home: a skeleton for its 800 ms (docs/product.md), then hero, stats, about, the blog and events
 * teasers (remotes, each behind its own error boundary), what we do, community voices and the call
 * to action. The teasers sit below the first screen: their remotes and content start once the hero
 * has painted, so on a slow network the first screen does not share its connections with two
 * remotes and every post and event file.
 *
 * Home's screen and sections are one chunk that other pages never download (a visit landing on
 * Home starts it from the entry module). The routes hand it the shell's `RemotePart`
 * (RemoteSection) rather than it importing that: code shared by this chunk and the start-up code
 * would be split by the bundler into yet another chunk every page downloads.
 */
export function HomePage({ RemotePart }: { RemotePart: RemotePart }) {
  useDocumentMeta(homeMeta())
  const ready = useHomeReady()
  // The sections below the teasers follow one commit later: the first screen (hero) paints sooner.
  const [lowerReady, setLowerReady] = useState(false)
  const [teasersStarted, setTeasersStarted] = useState(false)
  const startTeasers = useCallback(() => startTransition(() => setTeasersStarted(true)), [])
  useEffect(() => {
    if (ready) startTransition(() => setLowerReady(true))
  }, [ready])
  return (
    <>
      {ready ? (
        <>
          <UpperSections />
          <AfterPaint onPainted={startTeasers} />
        </>
      ) : (
        <>
          <HeroSkeleton />
          <UpperSkeleton />
        </>
      )}
      <TeaserSlot section="blog" started={teasersStarted} RemotePart={RemotePart} />
      <TeaserSlot section="events" started={teasersStarted} RemotePart={RemotePart} tinted />
      {lowerReady ? <LowerSections /> : <LowerSkeleton />}
    </>
  )
}
