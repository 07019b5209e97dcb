import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import {
  type BlogPost,
  type CommunityEvent,
  formatDate,
  type Project,
  SITE_CARD_PATH,
  siteConfig,
  socialCardPath,
} from '@osck/shared/build-kit'
import { cacheKey, diskCache } from '../disk-cache'
import { renderSocialCard, type CardText } from './social-card'

export interface CardJob {
  /** Site path of the PNG, e.g. `/og/blog/my-post.png`. */
  path: string
  text: CardText
}

const day = (date: string | undefined) => (date ? formatDate(date) : '')
const present = (...parts: string[]) => parts.filter((part) => part.trim() !== '')

export function cardJobs(posts: BlogPost[], events: CommunityEvent[], projects: Project[]): CardJob[] {
  return [
    {
      path: SITE_CARD_PATH,
      text: { kicker: 'Community', title: siteConfig.name, details: ['Blog · Events · Projects'] },
    },
    ...posts.map((p) => ({
      path: socialCardPath('blog', p.slug),
      text: { kicker: 'Blog', title: p.title, details: present(day(p.date), p.author) },
    })),
    ...events.map((e) => ({
      path: socialCardPath('events', e.slug),
      text: { kicker: 'Event', title: e.title, details: present(day(e.date), e.location) },
    })),
    ...projects.map((p) => ({
      path: socialCardPath('projects', p.slug),
      text: { kicker: 'Project', title: p.title, details: present(day(p.startDate ?? p.date), p.status) },
    })),
  ]
}

// Bump when the card's design changes: every cached card is then drawn again.
const DESIGN_VERSION = '1'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

const asPng = {
  read: (stored: Buffer) => {
    if (!stored.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('not a PNG')
    return stored
  },
  write: (png: Buffer) => png,
}

/**
 * Writes every card under `outDir`. A card whose text and design did not change since the last
 * build is copied from `cacheDir` (drawing one takes a few hundred milliseconds).
 */
export async function writeCards(jobs: CardJob[], outDir: string, cacheDir: string): Promise<void> {
  const cache = diskCache(cacheDir)
  for (const job of jobs) {
    const key = cacheKey(JSON.stringify([DESIGN_VERSION, job.text])).slice(0, 24)
    const png = await cache.through(`${key}.png`, () => renderSocialCard(job.text), asPng)
    const file = join(outDir, decodeURIComponent(job.path))
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, png)
  }
  cache.prune()
}
