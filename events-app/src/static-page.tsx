import {
  BackTo,
  type CommunityEvent,
  dated,
  eventCalendarPath,
  type SectionStaticPage,
  staticItems,
  StaticSummary,
} from '@osck/shared/build-kit'

/**
 * The events' generated pages, for readers without JavaScript and link-preview bots
 * (docs/section-teams.md, "The static page"). The app replaces this text when it starts.
 */
const facts = (event: CommunityEvent) => dated(event.date, event.location)

export const eventsStaticPage: SectionStaticPage<CommunityEvent> = {
  Items: staticItems('/events', (event) => ({ meta: facts(event), summary: event.description })),
  Article: ({ item: event, body }) => (
    <article>
      <h1>{event.title}</h1>
      <p>{facts(event)}</p>
      <StaticSummary text={event.description} />
      <p>
        <a href={eventCalendarPath(event.slug)}>Add to calendar</a>
      </p>
      {body}
      <BackTo href="/events" label="Events" />
    </article>
  ),
}
