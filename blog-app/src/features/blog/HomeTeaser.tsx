import { LIMITS, loadBlogPosts } from '@osck/shared'
import { TeaserSection } from '@osck/shared/sections/teaser-section'
import { BlogGrid } from './BlogGrid'
import { latestPosts } from './blog-logic'

/** Home's 'Latest Articles': the 3 newest posts. */
export function HomeTeaser() {
  return (
    <TeaserSection
      load={loadBlogPosts}
      what="[blog] the latest articles for Home"
      title="Latest Articles"
      link={{ href: '/blog', label: 'View All' }}
      count={LIMITS.homeBlogPosts}
      loadingLabel="Loading articles…"
      empty={{ message: 'No blog posts found' }}
    >
      {(posts) => posts.length > 0 && <BlogGrid posts={latestPosts(posts)} />}
    </TeaserSection>
  )
}
