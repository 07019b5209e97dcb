import {
  BackTo,
  type CommunityEvent,
  dated,
  eventCalendarPath,
  eventWhen,
  GOOGLE_CALENDAR_LABEL,
  googleCalendarUrl,
  isUpcoming,
  MAP_LINK_LABELS,
  mapLinks,
  type MapLinks,
  registrationLabel,
  registrationNote,
  type SectionStaticPage,
  StaticPicture,
  StaticProgram,
  StaticRecap,
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
      <a href={event.registration} {...newTab}>
        {registrationLabel(event.registration)}
      </a>
      {note ? ` (${note})` : null}
    </p>
  )
}

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const

/** The address, its map links and, while the event is upcoming, the join link: as the app's Where to join us. */
function Where({ event, upcoming }: { event: CommunityEvent; upcoming: boolean }) {
  const links = mapLinks(event)
  const online = upcoming ? event.online : undefined
  if (!links && !online && !event.address && !event.map) return null
  return (
    <section>
      <h2>Where to join us</h2>
      {event.address ? <p>{event.address}</p> : null}
      {event.map ? (
        <p>
          <StaticPicture
            src={event.map}
            alt={`Map: the way to ${event.address || event.location || event.title}`}
            sizes="(min-width: 40rem) 36rem, 100vw"
            style={{ maxWidth: '100%', height: 'auto' }}
          />
        </p>
      ) : null}
      {links ? (
        <ul>
          {(Object.keys(MAP_LINK_LABELS) as (keyof MapLinks)[]).map((key) => (
            <li key={key}>
              <a href={links[key]} {...(key === 'geo' ? {} : newTab)}>
                {MAP_LINK_LABELS[key]}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {online ? (
        <p>
          <a href={online} {...newTab}>
            Join online
          </a>
        </p>
      ) : null}
    </section>
  )
}

/** The event's .ics, and Google Calendar's page prefilled with it (a plain link, no script). */
function CalendarLinks({ event }: { event: CommunityEvent }) {
  const google = googleCalendarUrl(event)
  return (
    <p>
      <a href={eventCalendarPath(event.slug)}>Add to calendar</a>
      {google ? (
        <>
          {' · '}
          <a href={google} {...newTab}>
            {GOOGLE_CALENDAR_LABEL}
          </a>
        </>
      ) : null}
    </p>
  )
}

export const eventsStaticPage: SectionStaticPage<CommunityEvent> = {
  Items: staticItems('/events', (event) => ({ meta: facts(event), summary: event.description })),
  Article: ({ item: event, body, now }) => (
    <article>
      <p>{isUpcoming(event.date, now) ? 'Upcoming Event' : 'Past Event'}</p>
      <h1>{event.title}</h1>
      <p>{dated(undefined, eventWhen(event), event.location)}</p>
      <StaticSummary text={event.description} />
      {isUpcoming(event.date, now) ? <Registration event={event} /> : null}
      <CalendarLinks event={event} />
      <StaticRecap event={event} now={now} />
      <Where event={event} upcoming={isUpcoming(event.date, now)} />
      <StaticProgram event={event} />
      {body}
      <BackTo href="/events" label="Events" />
    </article>
  ),
}
