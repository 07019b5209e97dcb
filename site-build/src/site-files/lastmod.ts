import { spawnSync } from 'node:child_process'
import { sep } from 'node:path'
import { eventTime } from '@osck/shared/build-kit'
import type { ReadItem } from '../read-content'
import type { Dated } from './page-kit'
import type { SitemapEntry } from './sitemap'

/** `section/file.md` → when git last committed it. */
export type CommitDates = Map<string, Date>

/**
 * When git last committed each markdown file under `contentRoot`. Empty without real history
 * (no git, not a repository, or a shallow clone, whose one commit would date every file alike).
 */
export function lastCommits(contentRoot: string): CommitDates {
  const git = (...args: string[]) =>
    spawnSync('git', ['-c', 'core.quotepath=off', ...args], {
      cwd: contentRoot,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    })
  const dates: CommitDates = new Map()
  if (git('rev-parse', '--is-shallow-repository').stdout?.trim() !== 'false') return dates
  // Newest first: a file's first appearance is its last commit.
  const log = git('log', '--format=%x00%cI', '--name-only', '--relative', '--', '.')
  if (log.status !== 0) return dates
  for (const commit of log.stdout.split('\0').slice(1)) {
    const [date, ...files] = commit.split('\n')
    for (const file of files.filter(Boolean)) if (!dates.has(file)) dates.set(file, new Date(date!))
  }
  return dates
}

const toDate = (value: string | undefined): Date | undefined => {
  const time = value ? eventTime(value) : undefined
  if (!time) return undefined
  return time.allDay ? new Date(Date.UTC(time.year, time.month - 1, time.day)) : time.instant
}

const newest = (dates: (Date | undefined)[]): Date | undefined =>
  dates.reduce<Date | undefined>((max, date) => (date && (!max || date > max) ? date : max), undefined)

/**
 * When an item's page last changed: its file's last commit when git history is available, else
 * the newest of its own dates (`date`, a project's `startDate`/`endDate`) that is not in the
 * future (an upcoming event's date is not a change). None when neither is known.
 */
export function itemLastmod(read: ReadItem<Dated>, commits: CommitDates, now: Date): Date | undefined {
  const committed = commits.get(read.file.split(sep).join('/'))
  if (committed) return committed
  const { date, startDate, endDate } = read.item
  return newest([date, startDate, endDate].map(toDate).filter((d) => d && d <= now))
}

/** A page of the sitemap: its path and the content files it shows. */
export interface SitemapPage {
  meta: { path: string }
  sources: ReadItem<Dated>[]
}

/** Every page of the sitemap, dated by the newest of the files it shows (a list: its items). */
export function sitemapEntries(pages: SitemapPage[], commits: CommitDates, now = new Date()): SitemapEntry[] {
  return pages.map((page) => ({
    path: page.meta.path,
    lastmod: newest(page.sources.map((read) => itemLastmod(read, commits, now))),
  }))
}
