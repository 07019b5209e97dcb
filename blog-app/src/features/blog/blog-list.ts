import { ALL, BLOG_SEARCH_FIELDS, LIMITS, searchItems, sortByDateDesc, type BlogPost } from '@osck/shared'

export interface BlogFilters {
  q: string
  category: string
  tag: string
}

const isSet = (value: string) => value !== '' && value !== ALL

/** Search, category and tag combine; newest first. */
export function filterPosts(posts: readonly BlogPost[], { q, category, tag }: BlogFilters): BlogPost[] {
  const matching = searchItems(posts, q, BLOG_SEARCH_FIELDS).filter(
    (post) => (!isSet(category) || post.category === category) && (!isSet(tag) || post.tags.includes(tag)),
  )
  return sortByDateDesc(matching)
}

export function listHeading({ q, category, tag }: BlogFilters): string {
  if (q.trim()) return `Search Results for "${q.trim()}"`
  if (isSet(category) || isSet(tag)) return 'Filtered Articles'
  return 'Latest Articles'
}

export const showLoadMore = (displayed: number) => displayed >= LIMITS.loadMoreMinPosts

/** Up to 3 other posts of the same category, newest first. */
export function relatedPosts(posts: readonly BlogPost[], current: BlogPost): BlogPost[] {
  return sortByDateDesc(
    posts.filter((post) => post.slug !== current.slug && post.category === current.category),
  ).slice(0, LIMITS.relatedPosts)
}

/** Spec section 5: valid only if non-empty and containing '@'. */
export const isValidNewsletterEmail = (email: string) => email.trim() !== '' && email.includes('@')

export const latestPosts = (posts: readonly BlogPost[]) => sortByDateDesc(posts).slice(0, LIMITS.homeBlogPosts)
