import { sitePath } from '@osck/shared/site-base'
import { Box, Image, Text, THRESHOLDS, useReducedMotion, type Testimonial } from '@osck/shared'
import { useState } from 'react'
import { HomeBand } from './HomeBand'
import { QuoteIcon } from './icons'
import { Marquee, MarqueeTrack } from './Marquee'
import { MarqueeStyles } from './MarqueeStyles'
import { MotionToggle } from './MotionToggle'
import { TESTIMONIALS } from './testimonials'

const GAP = 20
const CARD_WIDTH = { base: 280, md: 360 } as const
const EDGE_FADE = 'linear-gradient(to right, transparent, black 5%, black 95%, transparent)'

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Box
      as="figure"
      display="flex"
      flexDirection="column"
      gap="5"
      w="full"
      h="full"
      p={{ base: '6', md: '7' }}
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="2xl"
      boxShadow="xs"
    >
      <Box aria-hidden="true" color="brand.fg" fontSize="2xl">
        <QuoteIcon />
      </Box>
      <Text as="blockquote" flex="1" color="fg" lineHeight="tall">
        {testimonial.content}
      </Text>
      <Box as="figcaption" display="flex" alignItems="center" gap="3">
        <Image
          src={sitePath(testimonial.image)}
          alt=""
          htmlWidth={96}
          htmlHeight={96}
          boxSize="12"
          rounded="full"
          loading="lazy"
        />
        <Box>
          <Text fontWeight="semibold">{testimonial.name}</Text>
          <Text fontSize="sm" color="fg.muted">
            {testimonial.role}
          </Text>
        </Box>
      </Box>
    </Box>
  )
}

/** Community Voices: a slow strip of testimonials that loops, pauses on hover and focus, still under reduced motion. */
export function VoicesSection() {
  const reduced = useReducedMotion()
  const [paused, setPaused] = useState(false)
  return (
    <HomeBand
      title="Community Voices"
      eyebrow="Testimonials"
      intro="What members say about learning and building together."
      bg="bg.subtle"
      overflow="hidden"
    >
      <MarqueeStyles />
      <Marquee
        still={reduced}
        paused={paused}
        mx={{ base: '-4', md: '-6', lg: '-8' }}
        data-testid="voices-marquee"
      >
        <Box overflow="hidden" py="2" maskImage={EDGE_FADE}>
          <MarqueeTrack
            items={TESTIMONIALS}
            getKey={(testimonial) => testimonial.id}
            renderItem={(testimonial) => <TestimonialCard testimonial={testimonial} />}
            speed={THRESHOLDS.carouselSpeed}
            gap={GAP}
            itemWidth={CARD_WIDTH}
            label="Testimonials"
          />
        </Box>
        {!reduced && (
          <Box display="flex" justifyContent="flex-end" mt="4" px={{ base: '4', md: '6', lg: '8' }}>
            <MotionToggle
              paused={paused}
              onToggle={() => setPaused((value) => !value)}
              label="testimonials"
            />
          </Box>
        )}
      </Marquee>
    </HomeBand>
  )
}
