/**
 * Generated content for the scale benchmark (never written to content/): 500 posts,
 * 300 events and 200 projects in the published layout (`<section>/index.json`, one
 * markdown file per item and the list data the publish writes), with varied categories, tags,
 * dates and bodies. Items reuse a handful
 * of the starter content's photos, with the starter build's image manifests.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { withBuildModules } from '../build-modules.mjs'

export const SCALE = { blog: 500, events: 300, projects: 200 }

const WORDS = ['kampala', 'react', 'python', 'linux', 'design', 'data', 'mobile', 'security', 'cloud', 'docs']
const CATEGORIES = ['Community', 'Tutorial', 'Events', 'Open Source', 'Career', 'Design', 'Data']
const LOCATIONS = ['Outbox Hub', 'Makerere University', 'Online', 'Innovation Village', 'Kololo']
const STATUSES = ['Active', 'Planning', 'Completed', 'On Hold']
const pick = (list, i) => list[i % list.length]
const PHOTOS = {
  blog: ['react-kampala', 'first-contribution', 'mobile-money-api', 'women-in-oss', 'docs-matter'],
  events: ['event-meetup', 'event-workshop', 'event-webinar', 'event-hackathon', 'event-conference'],
  projects: ['project-boda-safety', 'project-open-maps', 'project-code-club', 'project-market-app'],
}
const photo = (section, i) => `/uploads/${pick(PHOTOS[section], i)}.generated.jpg`
const publishedContent = fileURLToPath(new URL('../../shell/dist/content', import.meta.url))
const day = (i, sign = -1) => new Date(Date.now() + sign * i * 86_400_000).toISOString().slice(0, 10)
const body = (i) =>
  `## Part ${i}\n\n${'Open source in Kampala grows when people share what they learn. '.repeat(8)}\n\n- one\n- two\n- three\n`

function frontMatter(fields) {
  return `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n')}\n---\n`
}

const ITEMS = {
  blog: (i) => ({
    title: `Scale post ${i}: ${pick(WORDS, i)} notes`,
    date: day(i),
    description: `Notes number ${i} on ${pick(WORDS, i * 3)} from the community.`,
    author: `Author ${i % 40}`,
    category: pick(CATEGORIES, i),
    tags: [pick(WORDS, i), pick(WORDS, i + 4)],
    image: photo('blog', i),
  }),
  events: (i) => ({
    title: `Scale event ${i}: ${pick(WORDS, i)} meetup`,
    date: day(i - 150, 1),
    description: `Event ${i} about ${pick(WORDS, i * 7)}.`,
    location: pick(LOCATIONS, i),
    category: pick(CATEGORIES, i),
    attendees: 20 + (i % 80),
    image: photo('events', i),
  }),
  projects: (i) => ({
    title: `Scale project ${i}: ${pick(WORDS, i)} tool`,
    description: `Project ${i} for ${pick(WORDS, i * 5)} in Uganda.`,
    status: pick(STATUSES, i),
    category: pick(CATEGORIES, i),
    tags: [pick(WORDS, i), pick(WORDS, i + 3), pick(WORDS, i + 6)],
    collaborators: ['Amina N', 'Brian K'],
    date: day(i),
    image: photo('projects', i),
  }),
}

/** Writes the generated content into a temporary folder and returns its path. */
export async function generateScaleContent() {
  const { buildListData, LIST_DATA_FILE } = await withBuildModules((load) => load('@osck/shared/build-kit'))
  const root = mkdtempSync(join(tmpdir(), 'osck-scale-'))
  for (const [section, count] of Object.entries(SCALE)) {
    const dir = join(root, section)
    mkdirSync(dir)
    const files = []
    for (let i = 1; i <= count; i++) {
      const file = { name: `scale-${section}-${i}.md`, text: frontMatter(ITEMS[section](i)) + body(i) }
      files.push(file)
      writeFileSync(join(dir, file.name), file.text)
    }
    writeFileSync(join(dir, 'index.json'), JSON.stringify(files.map((file) => file.name)))
    writeFileSync(join(dir, LIST_DATA_FILE), JSON.stringify(await buildListData(files)))
    const manifest = join(publishedContent, section, 'images.json')
    if (existsSync(manifest)) copyFileSync(manifest, join(dir, 'images.json'))
  }
  const siteImages = join(publishedContent, 'images.json')
  if (existsSync(siteImages)) copyFileSync(siteImages, join(root, 'images.json'))
  return root
}
