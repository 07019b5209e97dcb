import { LIMITS, loadBlogPosts } from '@osck/shared'
import { TeaserSection } from '@osck/shared/sections/teaser-section'
import { BlogGrid } from './BlogGrid'
import { latestPosts } from './blog-logic'

const TEXTS = {
  title: 'Latest Articles',
  link: 'View All',
  loading: 'Loading articles…',
  empty: 'No blog posts found',
}

/** Home's 'Latest Articles': the 3 newest posts. */
export function HomeTeaser() {
  return (
    <TeaserSection section="blog" load={loadBlogPosts} count={LIMITS.homeBlogPosts} texts={TEXTS}>
      {(posts) => posts.length > 0 && <BlogGrid posts={latestPosts(posts)} />}
    </TeaserSection>
  )
}
