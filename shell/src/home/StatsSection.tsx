import {
  Box,
  COUNTER_TARGETS,
  SimpleGrid,
  Text,
  useInViewOnce,
  useReducedMotion,
  UsersIcon,
  CalendarIcon,
} from '@osck/shared'
import type { ComponentType } from 'react'
import { HomeBand } from './HomeBand'
import { BookIcon, CodeIcon } from './icons'
import { useCountUp } from './useCountUp'

interface Stat {
  key: keyof typeof COUNTER_TARGETS
  label: string
  Icon: ComponentType
}

export const STATS: readonly Stat[] = [
  { key: 'members', label: 'Community Members', Icon: UsersIcon },
  { key: 'projects', label: 'Active Projects', Icon: CodeIcon },
  { key: 'events', label: 'Events Hosted', Icon: CalendarIcon },
  { key: 'posts', label: 'Knowledge Resources', Icon: BookIcon },
]

const TARGETS = STATS.map((stat) => COUNTER_TARGETS[stat.key])

/** 'Our Community Impact': four counters that count up once the band is in view. */
export function StatsSection() {
  const [ref, seen] = useInViewOnce<HTMLDivElement>()
  const reduced = useReducedMotion()
  const values = useCountUp(TARGETS, seen, reduced)
  return (
    <HomeBand
      title="Our Community Impact"
      eyebrow="By the numbers"
      intro="A growing community of builders, learners and mentors in Kampala."
    >
      <Box ref={ref}>
        <SimpleGrid as="dl" columns={{ base: 2, lg: 4 }} gap={{ base: '4', md: '6' }}>
          {STATS.map(({ key, label, Icon }, index) => (
            <Box
              key={key}
              display="flex"
              flexDirection="column-reverse"
              alignItems="center"
              textAlign="center"
              gap="1"
              p={{ base: '5', md: '8' }}
              bg="bg.panel"
              borderWidth="1px"
              borderRadius="2xl"
              boxShadow="xs"
            >
              <Text as="dt" color="fg.muted" fontWeight="medium" fontSize={{ base: 'sm', md: 'md' }}>
                {label}
              </Text>
              <Text
                as="dd"
                display="flex"
                flexDirection="column"
                alignItems="center"
                fontSize={{ base: '4xl', md: '5xl' }}
                fontWeight="extrabold"
                lineHeight="1"
                color="brand.fg"
              >
                <Box
                  as="span"
                  aria-hidden="true"
                  display="grid"
                  placeItems="center"
                  boxSize={{ base: '10', md: '12' }}
                  mb="4"
                  rounded="full"
                  bg="brand.subtle"
                  color="brand.fg"
                  fontSize={{ base: 'lg', md: 'xl' }}
                >
                  <Icon />
                </Box>
                <span aria-hidden="true" data-testid={`stat-${key}`}>
                  {values[index]}
                </span>
                <Box as="span" srOnly>
                  {TARGETS[index]}
                </Box>
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Box>
    </HomeBand>
  )
}
