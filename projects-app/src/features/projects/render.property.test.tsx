import '@osck/shared/markdown'
import { toProject, type ContentItem } from '@osck/shared'
import { anyContentItem, assertProperty, assertRendersSafely, fc } from '@osck/shared/testing'
import { describe, expect, it } from 'vitest'
import { ProjectCard } from './ProjectCard'
import { ProjectDetail } from './ProjectDetail'
import { categoryOptions, filterProjects, NO_FILTERS, tagOptions } from './project-logic'

/** Enough runs to meet every kind of generated value, few enough for a busy 2-core machine. */
const RENDER_RUNS = 40

const VALID: ContentItem = {
  slug: 'valid',
  frontmatter: { title: 'Valid Project', category: 'Web', tags: ['kept'] },
  content: 'Body.',
}

// CPU-bound: on a busy machine the renders take longer than the default 20 s.
describe('any front matter survives the projects (property-based, fixed seed)', { timeout: 90_000 }, () => {
  it('a card and the detail page render, with no script URL', () => {
    assertRendersSafely(
      (item) => {
        const project = toProject(item)
        return [<ProjectCard project={project} index={0} />, <ProjectDetail project={project} />]
      },
      { runs: RENDER_RUNS, role: 'heading' },
    )
  })

  it('filters keep the valid project listed', () => {
    assertProperty(
      fc.array(anyContentItem, { maxLength: 8 }),
      (items) => {
        const projects = [...items, VALID].map(toProject)
        const valid = projects.at(-1)!
        expect(filterProjects(projects, NO_FILTERS)).toHaveLength(projects.length)
        expect(filterProjects(projects, { q: 'valid project', category: 'Web', tag: 'kept' })).toContain(
          valid,
        )
        expect(categoryOptions(projects)).toContain('Web')
        tagOptions(projects)
      },
      300,
    )
  })
})
