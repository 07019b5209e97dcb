import type { CommunityEvent } from '../content/types'
import { StaticPicture } from '../static-picture'

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const
const PHOTO_PX = 64
const PHOTO_STYLE = { borderRadius: '50%', objectFit: 'cover', verticalAlign: 'middle' } as const

/** An event's speakers and agenda in its generated page (events-app/src/static-page.tsx), as the app shows them. */
export function StaticProgram({ event }: { event: CommunityEvent }) {
  return (
    <>
      {event.speakers ? (
        <section>
          <h2>Speakers</h2>
          <ul>
            {event.speakers.map((speaker, index) => (
              <li key={index}>
                {speaker.photo ? (
                  <>
                    <StaticPicture
                      src={speaker.photo}
                      alt=""
                      sizes={`${PHOTO_PX}px`}
                      width={PHOTO_PX}
                      height={PHOTO_PX}
                      style={PHOTO_STYLE}
                    />{' '}
                  </>
                ) : null}
                <strong>
                  {speaker.link ? (
                    <a href={speaker.link} {...newTab}>
                      {speaker.name}
                    </a>
                  ) : (
                    speaker.name
                  )}
                </strong>
                {speaker.role ? `, ${speaker.role}` : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {event.agenda ? (
        <section>
          <h2>Agenda</h2>
          <ol>
            {event.agenda.map((item, index) => (
              <li key={index}>
                {item.time ? <strong>{`${item.time}: `}</strong> : null}
                {item.title}
                {item.speaker ? ` (${item.speaker})` : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  )
}
