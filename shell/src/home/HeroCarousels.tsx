import { Box, ContentImage, Container, Flex, Image, Stack, THRESHOLDS, useReducedMotion } from '@osck/shared'
import { useState } from 'react'
import {
  HERO_IMAGE_SIZE,
  HERO_IMAGE_SIZES,
  HERO_ITEM_WIDTH,
  HERO_ROW_ONE,
  HERO_ROW_TWO,
  type HeroImage,
} from './heroImages'
import { Marquee, MarqueeTrack } from './Marquee'
import { MotionToggle } from './MotionToggle'
import { useParallax } from './useParallax'

const EDGE_FADE = 'linear-gradient(to right, transparent, black 6%, black 94%, transparent)'
const GAP = 16

function HeroPicture({ image, duplicate }: { image: HeroImage; duplicate: boolean }) {
  return (
    <Image
      asChild
      width="full"
      height="auto"
      aspectRatio={`${HERO_IMAGE_SIZE.width} / ${HERO_IMAGE_SIZE.height}`}
      draggable={false}
      borderRadius="2xl"
      boxShadow="md"
      bg="bg.muted"
    >
      <ContentImage
        src={image.src}
        alt={duplicate ? '' : image.alt}
        width={HERO_IMAGE_SIZE.width}
        height={HERO_IMAGE_SIZE.height}
        sizes={HERO_IMAGE_SIZES}
        // The first picture is Home's LCP image; the rest of the strip loads lazily.
        priority={!duplicate && image === HERO_ROW_ONE[0]}
      />
    </Image>
  )
}

/**
 * Two rows of community artwork drifting in opposite directions at the
 * carousel speed of the constants, shifted down by a fraction of the scroll offset. Pauses on
 * hover, keyboard focus and on request; still under reduced motion.
 */
export function HeroCarousels() {
  const reduced = useReducedMotion()
  const [paused, setPaused] = useState(false)
  const parallaxRef = useParallax<HTMLDivElement>(THRESHOLDS.carouselParallax, reduced)
  const render = (image: HeroImage, duplicate: boolean) => <HeroPicture image={image} duplicate={duplicate} />
  return (
    <Marquee still={reduced} paused={paused} data-testid="hero-carousels">
      <Box ref={parallaxRef}>
        <Stack gap={`${GAP}px`} overflow="hidden" py="2" maskImage={EDGE_FADE}>
          <MarqueeTrack
            items={HERO_ROW_ONE}
            getKey={(image) => image.src}
            renderItem={render}
            direction="left"
            speed={THRESHOLDS.carouselSpeed}
            gap={GAP}
            itemWidth={HERO_ITEM_WIDTH}
            label="Moments from our community"
          />
          <MarqueeTrack
            items={HERO_ROW_TWO}
            getKey={(image) => image.src}
            renderItem={render}
            direction="right"
            speed={THRESHOLDS.carouselSpeed}
            gap={GAP}
            itemWidth={HERO_ITEM_WIDTH}
            label="More moments from our community"
          />
        </Stack>
        {!reduced && (
          <Container maxW="7xl">
            <Flex justify="flex-end" mt="3">
              <MotionToggle
                paused={paused}
                onToggle={() => setPaused((value) => !value)}
                label="image carousels"
              />
            </Flex>
          </Container>
        )}
      </Box>
    </Marquee>
  )
}
