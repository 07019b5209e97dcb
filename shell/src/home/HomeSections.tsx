import { AboutSection } from './AboutSection'
import { CallToActionSection } from './CallToActionSection'
import { HeroSection } from './HeroSection'
import { StatsSection } from './StatsSection'
import { VoicesSection } from './VoicesSection'
import { WhatWeDoSection } from './WhatWeDoSection'

/** Home's own sections, shown once its skeleton time is over (in Home's chunk: see HomePage). */
export function UpperSections() {
  return (
    <>
      <HeroSection />
      <StatsSection />
      <AboutSection />
    </>
  )
}

export function LowerSections() {
  return (
    <>
      <WhatWeDoSection />
      <VoicesSection />
      <CallToActionSection />
    </>
  )
}
