import {
  BackTo,
  type CommunityEvent,
  dated,
  eventCalendarPath,
  isUpcoming,
  registrationLabel,
  registrationNote,
  type SectionStaticPage,
  staticItems,
  StaticSummary,
} from '@osck/shared/build-kit'

/**
 * The events' generated pages, for readers without JavaScript and link-preview bots
 * (docs/section-teams.md, "The static page"). The app replaces this text when it starts.
 */
const facts = (event: CommunityEvent) => dated(event.date, event.location)

/** Where to register, while the event is upcoming: the same link and name as the app's button. */
function Registration({ event }: { event: CommunityEvent }) {
  const note = registrationNote(event)
  if (!event.registration) return note ? <p>{note}</p> : null
  return (
    <p>
      <a href={event.registration} target="_blank" rel="noopener noreferrer">
        {registrationLabel(event.registration)}
      </a>
      {note ? ` (${note})` : null}
    </p>
  )
}

export const eventsStaticPage: SectionStaticPage<CommunityEvent> = {
  Items: staticItems('/events', (event) => ({ meta: facts(event), summary: event.description })),
  Article: ({ item: event, body, now }) => (
    <article>
      <h1>{event.title}</h1>
      <p>{facts(event)}</p>
      <StaticSummary text={event.description} />
      {isUpcoming(event.date, now) ? <Registration event={event} /> : null}
      <p>
        <a href={eventCalendarPath(event.slug)}>Add to calendar</a>
      </p>
      {body}
      <BackTo href="/events" label="Events" />
    </article>
  ),
}
