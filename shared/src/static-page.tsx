import type { ComponentType, ReactNode } from 'react'
import { formatDate } from './content/helpers'

/**
 * What a section gives the publishing pipeline (@osck/site-build) for its generated pages: the
 * text a reader without JavaScript, a link-preview bot or a search engine reads before the app
 * starts (the app replaces it). Exported by the section as `<section>-app/static-page`.
 * Plain components: no hooks, no state, no browser APIs; rendered once to static HTML.
 */
export interface SectionStaticPage<Item> {
  /** A list of the section's items (a list page, Home's sections): at most LIST_LIMIT of them. */
  readonly Items: ComponentType<{ items: readonly Item[] }>
  /**
   * One item's page. `body` is the item's markdown, already rendered and sanitized by the
   * pipeline (the same allow-list as the app): place it, never re-render `item.content`. `now`:
   * the build's clock, for what shows only before or after a date (an event's registration).
   */
  readonly Article: ComponentType<{ item: Item; body: ReactNode; now: Date }>
}

/** List pages name this many items at most (the page stays small; the feeds have them all). */
export const LIST_LIMIT = 60

/** A line of facts led by a date: `1 March 2025 · Kampala`; empty parts are left out. */
export const dated = (date: string | undefined, ...rest: (string | undefined)[]): string =>
  [date ? formatDate(date) : undefined, ...rest].filter(Boolean).join(' · ')

/** What an entry of a static list shows under its title (each only when it is not empty). */
export interface StaticEntry {
  meta: string
  summary: string
}

/** One entry: its title as a link, then its facts and its summary when it has them. */
export function StaticListItem({
  href,
  title,
  meta,
  summary,
}: StaticEntry & { href: string; title: string }) {
  return (
    <li>
      <h3>
        <a href={href}>{title}</a>
      </h3>
      {meta ? <p>{meta}</p> : null}
      {summary ? <p>{summary}</p> : null}
    </li>
  )
}

/**
 * A section's `Items`: each item's title links to `<basePath>/<slug>`; `entry` says what it shows
 * beneath. The list stops at LIST_LIMIT.
 */
export function staticItems<Item extends { slug: string; title: string }>(
  basePath: `/${string}`,
  entry: (item: Item) => StaticEntry,
): SectionStaticPage<Item>['Items'] {
  return function StaticItems({ items }) {
    return (
      <ul>
        {items.slice(0, LIST_LIMIT).map((item) => (
          <StaticListItem
            key={item.slug}
            href={`${basePath}/${encodeURIComponent(item.slug)}`}
            title={item.title}
            {...entry(item)}
          />
        ))}
      </ul>
    )
  }
}

/** An item's summary under its title, in italics, when it has one. */
export const StaticSummary = ({ text }: { text: string | undefined }) =>
  text ? (
    <p>
      <em>{text}</em>
    </p>
  ) : null

/** The link at the end of an item's page, back to its section's list. */
export const BackTo = ({ href, label }: { href: string; label: string }) => (
  <p>
    <a href={href}>{`Back to ${label}`}</a>
  </p>
)
