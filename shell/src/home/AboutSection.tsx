import { sitePath } from '@osck/shared/site-base'
import { Box, Center, Image, SimpleGrid, siteConfig, Stack, Text } from '@osck/shared'
import { HomeBand, SectionHeading } from './HomeBand'

const VALUES = [
  { title: 'Learn in the open', text: 'Workshops, talks and code reviews where every question is welcome.' },
  { title: 'Build for Uganda', text: 'Open tools for schools, clinics, markets and local businesses.' },
  { title: 'Grow together', text: 'Mentors help first-time contributors ship their first pull request.' },
]

/** About Us: the mission in a few lines, next to the community's logo. */
export function AboutSection() {
  return (
    <HomeBand title="About Us" bg="bg.subtle">
      {(headingId) => (
        <SimpleGrid columns={{ base: 1, md: 5 }} gap={{ base: '10', md: '16' }} alignItems="center">
          <Box gridColumn={{ md: 'span 3' }}>
            <SectionHeading id={headingId} title="About Us" eyebrow="Who we are" align="start" mb="5" />
            <Stack gap="4" color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
              <Text>
                {siteConfig.name} is a volunteer-run home for developers, designers, students and tech
                enthusiasts in Kampala, Uganda. We believe open source is one of the best ways to learn a
                craft, start a career and solve local problems with software that anyone can use and improve.
              </Text>
              <Text>
                We meet for hands-on workshops, talks and hackathons, mentor newcomers, and build open
                projects together. Whether you wrote your first line of code last week or maintain a library,
                there is a place for you here.
              </Text>
            </Stack>
            <Stack as="ul" listStyleType="none" gap="4" mt="8">
              {VALUES.map((value) => (
                <Box as="li" key={value.title} display="flex" gap="3" alignItems="flex-start">
                  <Box
                    aria-hidden="true"
                    mt="2"
                    boxSize="2.5"
                    rounded="full"
                    bg="brand.solid"
                    flexShrink={0}
                  />
                  <Text>
                    <Text as="strong" fontWeight="semibold">
                      {value.title}.
                    </Text>{' '}
                    <Text as="span" color="fg.muted">
                      {value.text}
                    </Text>
                  </Text>
                </Box>
              ))}
            </Stack>
          </Box>
          <Center
            gridColumn={{ md: 'span 2' }}
            bg="brand.subtle"
            borderRadius="3xl"
            p={{ base: '8', md: '14' }}
            aspectRatio="1"
            maxW={{ base: '220px', md: 'none' }}
            w="full"
            mx="auto"
          >
            <Image
              src={sitePath(siteConfig.logo)}
              alt={`${siteConfig.name} logo`}
              htmlWidth={128}
              htmlHeight={128}
              width="70%"
              height="auto"
              loading="lazy"
              decoding="async"
              borderRadius="3xl"
              boxShadow="lg"
            />
          </Center>
        </SimpleGrid>
      )}
    </HomeBand>
  )
}
