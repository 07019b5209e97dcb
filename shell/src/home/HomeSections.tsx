import { AboutSection } from './AboutSection'
import { CallToActionSection } from './CallToActionSection'
import { HeroSection } from './HeroSection'
import { StatsSection } from './StatsSection'
import { VoicesSection } from './VoicesSection'
import { WhatWeDoSection } from './WhatWeDoSection'

/** Home's own sections: one chunk, downloaded during Home's skeleton time and by no other page. */
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
