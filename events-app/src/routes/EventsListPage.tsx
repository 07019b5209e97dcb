import {
  Box, Button, ChipGroup, Container, Heading, HStack, LIMITS, loadEvents, PageHero, pageTitle, SearchField,
  SkeletonGrid, SmartLink, Stack, Text, TIMINGS, toast, useContent, useDocumentMeta, useUrlFilters,
} from '@osck/shared'
import { Tabs } from '@osck/shared/tabs'
import { useEffect, useMemo } from 'react'
import { EventTabPanel } from '../features/events/EventTabPanel'
import { categoryChips, featuredEvents, filterEvents, locationChips, splitByTime } from '../features/events/events-list'
import { FeaturedCarousel } from '../features/events/FeaturedCarousel'

const FILTER_KEYS = ['q', 'category', 'location'] as const

export function EventsListPage() {
  useDocumentMeta({ title: pageTitle('Events & Activities'), description: 'Meetups, workshops and hackathons of the Open Source Community Kampala.' })
  const { data, loading, error } = useContent(loadEvents, { minDelayMs: TIMINGS.eventsLoaderMs })
  const { values, update, clear, active } = useUrlFilters(FILTER_KEYS)
  const events = useMemo(() => data ?? [], [data])
  const all = useMemo(() => splitByTime(events), [events])
  const shown = useMemo(() => splitByTime(filterEvents(events, values)), [events, values])

  useEffect(() => {
    if (!error) return
    console.error('[events] could not load events', error)
    toast({ title: 'Error', description: 'Failed to load events. Please try again later.', variant: 'destructive' })
  }, [error])

  return (
    <>
      <PageHero title="Events & Activities" subtitle="Meetups, workshops and hackathons across Kampala and online. Come learn, build and meet the community.">
        <SearchField label="Search events" placeholder="Search events..." value={values.q} onChange={(q) => update({ q }, { replace: true })} maxW="2xl" />
        <Stack gap="4" as="section" aria-label="Filters">
          <Text fontWeight="semibold">Filters</Text>
          <ChipGroup label="Category" options={categoryChips(events)} selected={values.category || 'All'} onSelect={(category) => update({ category })} />
          <ChipGroup label="Location" options={locationChips(events)} selected={values.location || 'All'} onSelect={(location) => update({ location })} />
          {active && <Button alignSelf="flex-start" variant="outline" onClick={clear}>Reset</Button>}
        </Stack>
      </PageHero>
      <Container maxW="7xl" py="12">
        <Stack gap="14">
          <Box as="section" aria-labelledby="featured-heading">
            <HStack justify="space-between" mb="6">
              <Heading as="h2" id="featured-heading" size="2xl">Featured Events</Heading>
              <SmartLink href="/events" color="brand.fg" fontWeight="semibold">View all</SmartLink>
            </HStack>
            {loading ? <SkeletonGrid count={LIMITS.featuredSkeletons} label="Loading featured events…" /> : events.length > 0 ? <FeaturedCarousel events={featuredEvents(events)} /> : <Text color="fg.muted">No featured events yet.</Text>}
          </Box>
          <Box as="section" aria-label="All events">
            {loading ? (
              <SkeletonGrid count={LIMITS.listSkeletons} label="Loading events…" />
            ) : (
              <Tabs.Root defaultValue="upcoming" variant="line" colorPalette="brand" lazyMount>
                <Tabs.List>
                  <Tabs.Trigger value="upcoming">Upcoming Events</Tabs.Trigger>
                  <Tabs.Trigger value="past">Past Events</Tabs.Trigger>
                </Tabs.List>
                {(['upcoming', 'past'] as const).map((tab) => (
                  <Tabs.Content key={tab} value={tab}>
                    <EventTabPanel tab={tab} shown={shown[tab]} total={all[tab].length} narrowed={shown[tab].length < all[tab].length} onClear={clear} />
                  </Tabs.Content>
                ))}
              </Tabs.Root>
            )}
          </Box>
        </Stack>
      </Container>
      <Box as="section" aria-labelledby="notify-heading" bg="brand.solid" color="brand.contrast" py="14">
        <Container maxW="3xl" textAlign="center">
          <Heading as="h2" id="notify-heading" size="2xl" mb="3">Ready to join our next event?</Heading>
          <Text mb="6" opacity="0.9">Be the first to hear when a new meetup, workshop or hackathon is announced.</Text>
          <Button size="lg" bg="bg" color="fg" _hover={{ bg: 'bg.muted' }} onClick={() => toast({ title: 'Wait', description: "We're working on this" })}>
            Get Notified
          </Button>
        </Container>
      </Box>
    </>
  )
}
