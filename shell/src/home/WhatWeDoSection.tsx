import { ArrowRightIcon, Box, Button, CalendarIcon, Heading, SimpleGrid, SmartLink, Text } from '@osck/shared'
import type { ComponentType } from 'react'
import { HomeBand } from './HomeBand'
import { BookIcon, CodeIcon } from './icons'

export interface Activity {
  title: string
  text: string
  href: string
  action: string
  Icon: ComponentType
}

export const ACTIVITIES: readonly Activity[] = [
  {
    title: 'Events & Activities',
    text: 'Meetups, workshops and hackathons across Kampala where you can learn new skills and meet other builders.',
    href: '/events',
    action: 'Explore Events',
    Icon: CalendarIcon,
  },
  {
    title: 'Open Source Projects',
    text: 'Community-built software for education, health and local business that welcomes contributors of every level.',
    href: '/projects',
    action: 'View Projects',
    Icon: CodeIcon,
  },
  {
    title: 'Knowledge Sharing',
    text: 'Articles, tutorials and stories from members, so what one of us learns becomes something all of us know.',
    href: '/blog',
    action: 'Read Articles',
    Icon: BookIcon,
  },
]

/** What We Do: one card per section of the site. */
export function WhatWeDoSection() {
  return (
    <HomeBand
      title="What We Do"
      eyebrow="Get involved"
      intro="Three ways to learn, build and share with the community."
    >
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap={{ base: '5', md: '6' }}>
        {ACTIVITIES.map(({ title, text, href, action, Icon }) => (
          <Box
            as="li"
            key={href}
            display="flex"
            flexDirection="column"
            alignItems="flex-start"
            gap="4"
            p={{ base: '6', md: '8' }}
            bg="bg.panel"
            borderWidth="1px"
            borderRadius="2xl"
            boxShadow="xs"
            borderTopWidth="4px"
            borderTopColor="brand.solid"
            transition="box-shadow 0.2s, transform 0.2s"
            _hover={{ boxShadow: 'lg', transform: 'translateY(-2px)' }}
          >
            <Box
              aria-hidden="true"
              display="grid"
              placeItems="center"
              boxSize="12"
              rounded="xl"
              bg="brand.subtle"
              color="brand.fg"
              fontSize="xl"
            >
              <Icon />
            </Box>
            <Heading as="h3" size="lg">
              {title}
            </Heading>
            <Text color="fg.muted" flex="1">
              {text}
            </Text>
            <Button asChild variant="outline" colorPalette="brand" focusRing="outside">
              <SmartLink href={href}>
                {action} <ArrowRightIcon />
              </SmartLink>
            </Button>
          </Box>
        ))}
      </SimpleGrid>
    </HomeBand>
  )
}
