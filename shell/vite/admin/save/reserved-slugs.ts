import type { ContentSection } from '@osck/shared/build-kit'
import { site } from '../../site/assembly'

/**
 * The file names a section's content may not take: its fixed pages (`past` for `/events/past`),
 * from the site's assembly, so a new page of a section reaches the editor with no list to keep.
 */
export function reservedSlugs(section: ContentSection): string[] {
  return site
    .fixedPaths(section)
    .map((path) => path.split('/')[2])
    .filter((name): name is string => Boolean(name))
}
