import { siteConfig, useDocumentMeta } from '@osck/shared'
import { AboutSection } from '../home/AboutSection'
import { CallToActionSection } from '../home/CallToActionSection'
import { HeroSection } from '../home/HeroSection'
import { HeroSkeleton, LowerSkeleton, UpperSkeleton } from '../home/HomeSkeleton'
import { StatsSection } from '../home/StatsSection'
import { TeaserSlot } from '../home/TeaserSlot'
import { useHomeReady } from '../home/useHomeReady'
import { VoicesSection } from '../home/VoicesSection'
import { WhatWeDoSection } from '../home/WhatWeDoSection'

/**
 * Home: a skeleton for the spec's 800 ms, then hero, stats, about, the blog
 * and events teasers (remotes, each behind its own error boundary), what we
 * do, community voices and the call to action. The teasers mount at once so
 * their remotes and content load during the skeleton time.
 */
export function HomePage() {
  useDocumentMeta({ title: siteConfig.name, description: siteConfig.description })
  const ready = useHomeReady()
  return (
    <>
      {ready ? (
        <>
          <HeroSection />
          <StatsSection />
          <AboutSection />
        </>
      ) : (
        <>
          <HeroSkeleton />
          <UpperSkeleton />
        </>
      )}
      <TeaserSlot section="blog" />
      <TeaserSlot section="events" tinted />
      {ready ? (
        <>
          <WhatWeDoSection />
          <VoicesSection />
          <CallToActionSection />
        </>
      ) : (
        <LowerSkeleton />
      )}
    </>
  )
}
