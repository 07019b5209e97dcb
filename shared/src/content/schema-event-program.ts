import type { ContentField } from './schema'

/** The fields of one speaker: an entry without a name is left out (content:check names it). */
export const SPEAKER_FIELDS: readonly ContentField[] = [
  { name: 'name', kind: 'text', label: 'Name', required: true },
  { name: 'role', kind: 'text', label: 'Role', hint: 'Shown under the name: "Engineer, SafeBoda".' },
  { name: 'photo', kind: 'image', label: 'Photo', hint: 'A square photo of the face works best.' },
  { name: 'link', kind: 'web', label: 'Link', hint: 'Their profile or site: an https:// address.' },
]

/** One line of the agenda: an entry without a title is left out. */
export const AGENDA_FIELDS: readonly ContentField[] = [
  { name: 'time', kind: 'text', label: 'Time', hint: 'Shown as written: "6:15 PM".' },
  { name: 'title', kind: 'text', label: 'Title', required: true },
  { name: 'speaker', kind: 'text', label: 'Speaker', hint: 'Shown as written beside the title.' },
]

/** An event's speakers and agenda (in that order), after its place in the schema. */
export const EVENT_PROGRAM_FIELDS: readonly ContentField[] = [
  { name: 'speakers', kind: 'entries', label: 'Speakers', fields: SPEAKER_FIELDS },
  {
    name: 'agenda',
    kind: 'entries',
    label: 'Agenda',
    fields: AGENDA_FIELDS,
    hint: 'Shown as a timeline above the text; the text stays free.',
  },
]
