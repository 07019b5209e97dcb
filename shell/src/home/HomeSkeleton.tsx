import { Box, Container, Flex, SimpleGrid, Skeleton, SkeletonText, Stack } from '@osck/shared'
import type { ReactNode } from 'react'
import { HERO_IMAGE_SIZE, HERO_ITEM_WIDTH } from './heroImages'

/**
 * Home's first 800 ms: placeholders with the footprint of the hero and of the
 * bands around the teasers (which show their own skeletons meanwhile), so
 * nothing moves when the content arrives.
 */
function Band({ children, tinted = false }: { children: ReactNode; tinted?: boolean }) {
  return (
    <Box bg={tinted ? 'bg.subtle' : undefined} py={{ base: '14', md: '20' }}>
      <Container maxW="7xl">{children}</Container>
    </Box>
  )
}

function HeadingSkeleton() {
  return (
    <Stack align="center" gap="3" mb={{ base: '8', md: '12' }}>
      <Skeleton height="4" width="28" />
      <Skeleton height={{ base: '8', md: '10' }} width={{ base: '70%', md: '360px' }} />
      <Skeleton height={{ base: '12', md: '7' }} width={{ base: '90%', md: '520px' }} />
    </Stack>
  )
}

function CardsSkeleton({ count, columns, height }: { count: number; columns: object; height: object }) {
  return (
    <SimpleGrid columns={columns} gap={{ base: '4', md: '6' }}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={height} borderRadius="2xl" />
      ))}
    </SimpleGrid>
  )
}

function ImageRow() {
  return (
    <Flex gap="16px" overflow="hidden">
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton
          key={index}
          flexShrink={0}
          width={{ base: `${HERO_ITEM_WIDTH.base}px`, md: `${HERO_ITEM_WIDTH.md}px` }}
          aspectRatio={`${HERO_IMAGE_SIZE.width} / ${HERO_IMAGE_SIZE.height}`}
          borderRadius="2xl"
        />
      ))}
    </Flex>
  )
}

export function HeroSkeleton() {
  return (
    <Box
      role="status"
      aria-busy="true"
      bgGradient="to-b"
      gradientFrom="brand.subtle"
      gradientTo="bg"
      pt={{ base: '12', md: '20' }}
      pb={{ base: '12', md: '16' }}
      overflow="hidden"
    >
      <Box srOnly>Loading the home page…</Box>
      <Container maxW="4xl">
        <Stack align="center" gap="0" aria-hidden="true">
          <Skeleton height="8" width="56" borderRadius="full" mb="6" />
          <Skeleton height={{ base: '76px', md: '132px' }} width={{ base: '90%', md: '80%' }} />
          <Skeleton height={{ base: '84px', md: '60px' }} width={{ base: '95%', md: '85%' }} mt="5" />
          <Stack
            direction={{ base: 'column', sm: 'row' }}
            gap="3"
            mt="8"
            width={{ base: 'full', sm: 'auto' }}
          >
            <Skeleton height="12" width={{ base: 'full', sm: '52' }} />
            <Skeleton height="12" width={{ base: 'full', sm: '36' }} />
          </Stack>
        </Stack>
      </Container>
      <Stack gap="16px" mt={{ base: '10', md: '14' }} py="2" aria-hidden="true">
        <ImageRow />
        <ImageRow />
      </Stack>
      <Box height="11" />
    </Box>
  )
}

/** Stats and About Us, above the teasers. */
export function UpperSkeleton() {
  return (
    <Box aria-hidden="true">
      <Band>
        <HeadingSkeleton />
        <CardsSkeleton count={4} columns={{ base: 2, lg: 4 }} height={{ base: '180px', md: '218px' }} />
      </Band>
      <Band tinted>
        <SimpleGrid columns={{ base: 1, md: 5 }} gap={{ base: '10', md: '16' }} alignItems="center">
          <Stack gap="4" gridColumn={{ md: 'span 3' }} minH={{ base: '570px', md: 'auto' }}>
            <Skeleton height="4" width="28" />
            <Skeleton height="10" width="48" />
            <SkeletonText noOfLines={8} gap="3" />
            <SkeletonText noOfLines={3} gap="4" mt="4" />
          </Stack>
          <Skeleton
            gridColumn={{ md: 'span 2' }}
            aspectRatio="1"
            maxW={{ base: '220px', md: 'none' }}
            w="full"
            mx="auto"
            borderRadius="3xl"
          />
        </SimpleGrid>
      </Band>
    </Box>
  )
}

/** What We Do, Community Voices and the call to action, below the teasers. */
export function LowerSkeleton() {
  return (
    <Box aria-hidden="true">
      <Band>
        <HeadingSkeleton />
        <CardsSkeleton count={3} columns={{ base: 1, md: 3 }} height={{ base: '292px', md: '320px' }} />
      </Band>
      <Band tinted>
        <HeadingSkeleton />
        <Flex gap="20px" overflow="hidden" py="2">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton
              key={index}
              flexShrink={0}
              width={{ base: '280px', md: '360px' }}
              height={{ base: '346px', md: '300px' }}
              borderRadius="2xl"
            />
          ))}
        </Flex>
        <Box height="12" />
      </Band>
      <Band>
        <Skeleton height={{ base: '316px', md: '300px' }} borderRadius="3xl" />
      </Band>
    </Box>
  )
}
