import { siteConfig } from '../site-config'
import { fieldDefault } from './field-defaults'
import { EVENT_PROGRAM_FIELDS } from './schema-event-program'
import { RECAP_FIELD } from './schema-event-recap'
import type { ContentSection } from './types'

/**
 * What the site expects in a field: `text` a string, `list` a list of text, `count` a number of
 * zero or more, `flag` true/false, `date` a date (with a time when `time`), `image` an /uploads/
 * path or http(s) URL, `link` an allow-listed URL, `web` an http(s) URL, `coordinates` a latitude
 * and a longitude, `entries` a list of items each with the `fields` given, `group` the `fields`
 * given under one name.
 */
export type FieldKind =
  | 'text'
  | 'list'
  | 'count'
  | 'flag'
  | 'date'
  | 'image'
  | 'link'
  | 'web'
  | 'coordinates'
  | 'entries'
  | 'group'

export interface ContentField {
  name: string
  kind: FieldKind
  /** The label the editor shows. */
  label: string
  /** A file without it is skipped (only `title`). */
  required?: boolean
  /** What the site shows when the field is missing. */
  default?: string | boolean
  /** Text the editor offers as a choice (the project statuses the site colours). */
  options?: readonly string[]
  /** A date the site shows with its time. */
  time?: boolean
  /** Text of several lines. */
  multiline?: boolean
  /** A short hint under the editor's field. */
  hint?: string
  /** The fields of each item of an `entries` list, or of a `group`. */
  fields?: readonly ContentField[]
  /** A `web` field that may also be a path of this site (`/blog/…`). */
  sitePath?: boolean
}

/** The project statuses with a colour of their own (helpers.ts statusColor), as content/README.md orders them. */
export const PROJECT_STATUSES = ['Active', 'Completed', 'In Development', 'Research', 'Planning'] as const

const title: ContentField = { name: 'title', kind: 'text', label: 'Title', required: true }
const description: ContentField = {
  name: 'description',
  kind: 'text',
  label: 'Summary',
  multiline: true,
  hint: 'One or two sentences for cards and search results.',
}
const image: ContentField = {
  name: 'image',
  kind: 'image',
  label: 'Photo',
  default: siteConfig.logo,
  hint: 'A photo straight from the phone works: the site makes the smaller copies.',
}
const tags: ContentField = { name: 'tags', kind: 'list', label: 'Tags' }
const featured: ContentField = { name: 'featured', kind: 'flag', label: 'Featured', default: false }

/**
 * Every front-matter field each section reads, in the order content/README.md lists them: the one
 * definition behind `pnpm content:check` and the editor at /admin/; its text defaults are
 * field-defaults.ts, which the normalisers read.
 */
export const CONTENT_SCHEMA: Record<ContentSection, readonly ContentField[]> = {
  blog: [
    title,
    { name: 'date', kind: 'date', label: 'Date' },
    description,
    { name: 'author', kind: 'text', label: 'Author', default: fieldDefault('blog', 'author') },
    image,
    { name: 'category', kind: 'text', label: 'Category', default: fieldDefault('blog', 'category') },
    tags,
    featured,
  ],
  events: [
    title,
    { name: 'date', kind: 'date', label: 'Date and time', time: true },
    description,
    image,
    { name: 'location', kind: 'text', label: 'Location' },
    { name: 'category', kind: 'text', label: 'Category', hint: 'Meetup, Workshop, Webinar…' },
    { name: 'attendees', kind: 'count', label: 'Attendees' },
    {
      name: 'registration',
      kind: 'web',
      label: 'Registration link',
      hint: 'Luma, Meetup, Eventbrite, a Google Form or any https:// page: Register Now opens it.',
    },
    { name: 'capacity', kind: 'text', label: 'Capacity', hint: 'Shown as written: "40 seats".' },
    {
      name: 'status',
      kind: 'text',
      label: 'Registration status',
      hint: 'Shown as written: "Waitlist open".',
    },
    {
      name: 'end',
      kind: 'date',
      label: 'Ends',
      time: true,
      hint: 'Kampala time, after the start. Without it the event lasts two hours in calendars.',
    },
    {
      name: 'address',
      kind: 'text',
      label: 'Address',
      hint: 'Street and area: the map links search for it.',
    },
    {
      name: 'coordinates',
      kind: 'coordinates',
      label: 'Map point',
      hint: 'Latitude, longitude of the entrance: 0.3319, 32.5700 (OpenStreetMap: right-click, Show address).',
    },
    {
      name: 'map',
      kind: 'image',
      label: 'Map image',
      hint: 'A picture of the way in (a map screenshot, a sketch of the entrance): uploaded like any photo.',
    },
    {
      name: 'online',
      kind: 'web',
      label: 'Online join link',
      hint: 'An https:// address, shown until the event starts.',
    },
    ...EVENT_PROGRAM_FIELDS,
    RECAP_FIELD,
  ],
  projects: [
    title,
    description,
    {
      name: 'status',
      kind: 'text',
      label: 'Status',
      default: fieldDefault('projects', 'status'),
      options: PROJECT_STATUSES,
    },
    image,
    { name: 'category', kind: 'text', label: 'Category', default: fieldDefault('projects', 'category') },
    tags,
    { name: 'link', kind: 'link', label: 'Link', hint: 'An https:// address: the View Project button.' },
    { name: 'collaborators', kind: 'list', label: 'Collaborators' },
    { name: 'startDate', kind: 'date', label: 'Start date' },
    { name: 'date', kind: 'date', label: 'Date', hint: 'Shown as the start when there is no start date.' },
    { name: 'starCount', kind: 'count', label: 'Stars' },
    { name: 'endDate', kind: 'date', label: 'End date' },
    featured,
  ],
}
