import matter from 'gray-matter'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const CONTENT = join(process.cwd(), 'content')

export interface Front {
  slug: string
  title: string
  description?: string
  date?: string
  location?: string
}

/** The repository's content, read as the build reads it (the built site is generated from it). */
export function contentOf(section: 'blog' | 'events' | 'projects'): Front[] {
  return readdirSync(join(CONTENT, section))
    .filter((file) => file.endsWith('.md'))
    .map((file) => {
      const { data } = matter(readFileSync(join(CONTENT, section, file), 'utf8'))
      return { ...(data as Omit<Front, 'slug'>), slug: file.replace(/\.md$/, '') }
    })
}

export const COMMUNITY = 'Open Source Community Kampala'
