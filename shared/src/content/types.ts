import type { Coordinates } from '../events/map-links'

export type ContentSection = 'blog' | 'events' | 'projects'

/** A parsed markdown file: slug is the file name without `.md`. */
export interface ContentItem {
  slug: string
  frontmatter: Record<string, unknown>
  content: string
  /** Counted at publish time for a list's items, whose body (`content`) is left on the item's page. */
  readingTime?: string
}

export interface BlogPost {
  slug: string
  title: string
  date: string
  /** Used as the summary. */
  description: string
  author: string
  image: string
  category: string
  tags: string[]
  featured: boolean
  content: string
  /** Counted at publish time when the post came from its section's list data (its content is empty). */
  readingTime?: string
}

/** A speaker of an event: shown on its page and in JSON-LD `performer`. */
export interface Speaker {
  name: string
  role?: string
  /** A site path or https URL of their photo. */
  photo?: string
  /** Their profile or site (http or https). */
  link?: string
}

/** One line of an event's agenda: its time and speaker shown as written. */
export interface AgendaItem {
  time?: string
  title: string
  speaker?: string
}

/** A photo of an event's recap gallery. */
export interface RecapPhoto {
  /** A site path or https URL. */
  src: string
  caption?: string
}

/** What an event leaves behind, shown once it is past; only present with something in it. */
export interface EventRecap {
  photos: RecapPhoto[]
  slides?: string
  recording?: string
  /** A page of this site (`/blog/…`) or an http(s) URL. */
  writeup?: string
}

export interface CommunityEvent {
  slug: string
  title: string
  date: string
  description: string
  image: string
  location: string
  category?: string
  attendees?: number
  /** Where people register (http or https): "Register Now" links there instead of the local flag. */
  registration?: string
  /** Shown as given beside registration: "40 seats". */
  capacity?: string
  /** Registration status, shown as given: "Waitlist open". */
  status?: string
  /** When it ends (a date or date-time after `date`); without it a timed event lasts two hours. */
  end?: string
  /** The street address: shown, and the map links' search when there are no coordinates. */
  address?: string
  coordinates?: Coordinates
  /** A picture of the way in (a site path or https URL), shown with the address. */
  map?: string
  /** The join link (http or https), shown while the event is upcoming. */
  online?: string
  /** Absent when the file names none with a name. */
  speakers?: Speaker[]
  agenda?: AgendaItem[]
  recap?: EventRecap
  content: string
}

export interface Project {
  id: string
  slug: string
  title: string
  description: string
  status: string
  image: string
  tags: string[]
  /** 'Uncategorized' when absent. */
  category: string
  link?: string
  collaborators: string[]
  starCount?: number
  startDate?: string
  endDate?: string
  featured: boolean
  date?: string
  content: string
}

export interface Testimonial {
  id: string
  name: string
  role: string
  image: string
  content: string
}

export interface ProjectSuggestion {
  name: string
  email: string
  projectTitle: string
  projectDescription: string
}
