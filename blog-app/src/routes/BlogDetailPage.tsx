import { blogPostMeta, loadBlogPost, useParams } from '@osck/shared'
import { DetailScreen } from '@osck/shared/sections/detail-screen'
import { BlogDetail } from '../features/blog/BlogDetail'
import { BlogDetailSkeleton } from '../features/blog/BlogDetailSkeleton'

/** A new slug is a new screen: its own load and Like state (a related post opened from here). */
export function BlogDetailPage() {
  const { slug = '' } = useParams()
  return (
    // The post's own file first: the page shows without waiting for the rest of the blog. A load
    // failure is logged only: the page shows the not-found state (docs/product.md).
    <DetailScreen
      key={slug}
      load={() => loadBlogPost(slug)}
      what="[blog] the post"
      meta={blogPostMeta}
      notFound={{
        title: 'Blog Post Not Found',
        message: "The article you're looking for doesn't exist or has been removed.",
        path: `/blog/${slug}`,
        back: { href: '/blog', label: 'Back to Blog' },
      }}
      skeleton={() => <BlogDetailSkeleton />}
    >
      {(post) => <BlogDetail post={post} />}
    </DetailScreen>
  )
}
