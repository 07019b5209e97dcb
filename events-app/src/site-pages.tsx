import {
  DETAIL_IMAGE_SIZES,
  eventMeta,
  isUpcoming,
  pageMeta,
  sortByDateAsc,
  sortByDateDesc,
} from '@osck/shared/build-kit'
import {
  calendarFiles,
  CARDS,
  detailPages,
  headed,
  listPage,
  sectionListPage,
  sectionSite,
} from '@osck/site-build/pages'
import { eventsPages } from './pages'
import { eventsStaticPage } from './static-page'

const { Items } = eventsStaticPage

/** The events' generated pages, one builder per page of `pages.ts`, and their part of Home. */
export const eventsSite = sectionSite(
  'events',
  eventsPages,
  {
    list: (context) => {
      const all = sortByDateAsc(context.events.map((read) => read.item))
      const upcoming = all.filter((event) => isUpcoming(event.date, context.now))
      const past = all.filter((event) => !isUpcoming(event.date, context.now)).reverse()
      return sectionListPage(context, 'events', 'Events & Activities', [
        headed('Upcoming Events', <Items items={upcoming} />),
        headed('Past Events', <Items items={past} />),
      ])
    },
    past: ({ events, now }) => {
      const past = sortByDateDesc(events.map((read) => read.item)).filter((e) => !isUpcoming(e.date, now))
      return listPage(
        pageMeta(eventsPages.past, CARDS),
        eventsPages.past.title,
        [<p key="about">{eventsPages.past.description}</p>, <Items key="items" items={past} />],
        events.filter((read) => !isUpcoming(read.item.date, now)),
      )
    },
    detail: ({ events, now }) =>
      detailPages(events, eventsStaticPage, (e) => eventMeta(e, CARDS), DETAIL_IMAGE_SIZES.event, now),
  },
  {
    teaser: {
      heading: 'Upcoming Events',
      body: ({ events, now }) => {
        const upcoming = sortByDateAsc(events.map((read) => read.item)).filter((e) => isUpcoming(e.date, now))
        return <Items items={upcoming.slice(0, 3)} />
      },
    },
    files: ({ events, origin, now, changed }) =>
      calendarFiles(
        events.map((read) => ({ item: read.item, modified: changed(read) })),
        origin,
        now,
      ),
  },
)
