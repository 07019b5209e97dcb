import { LIMITS, loadBlogPosts, TeaserSection, TIMINGS, useContent, useLoadError } from '@osck/shared'
import { BlogGrid } from './BlogGrid'
import { latestPosts } from './blog-logic'

/** Home's 'Latest Articles': the 3 newest posts. A failure is only logged and shows the empty message. */
export function HomeTeaser() {
  const { data, loading, error } = useContent(loadBlogPosts, { minDelayMs: TIMINGS.homeSkeletonMs })
  useLoadError(error, '[blog] the latest articles for Home')
  const posts = latestPosts(data ?? [])
  return (
    <TeaserSection
      title="Latest Articles"
      link={{ href: '/blog', label: 'View All' }}
      loading={loading}
      count={LIMITS.homeBlogPosts}
      loadingLabel="Loading articles…"
      empty={{ message: 'No blog posts found' }}
    >
      {posts.length > 0 && <BlogGrid posts={posts} />}
    </TeaserSection>
  )
}
