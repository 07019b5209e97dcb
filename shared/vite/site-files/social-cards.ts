import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { formatDate } from '../../src/content/helpers'
import type { BlogPost, CommunityEvent, Project } from '../../src/content/types'
import { SITE_CARD_PATH, socialCardPath } from '../../src/meta/page-meta'
import { siteConfig } from '../../src/site-config'
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

/**
 * Writes every card under `outDir`. A card whose text and design did not change since the last
 * build is copied from `cacheDir` (drawing one takes a few hundred milliseconds).
 */
export async function writeCards(jobs: CardJob[], outDir: string, cacheDir: string): Promise<void> {
  mkdirSync(cacheDir, { recursive: true })
  for (const job of jobs) {
    const key = createHash('sha256')
      .update(JSON.stringify([DESIGN_VERSION, job.text]))
      .digest('hex')
      .slice(0, 24)
    const cached = join(cacheDir, `${key}.png`)
    let png: Buffer
    if (existsSync(cached)) {
      png = readFileSync(cached)
    } else {
      png = await renderSocialCard(job.text)
      writeFileSync(cached, png)
    }
    const file = join(outDir, decodeURIComponent(job.path))
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, png)
  }
}
