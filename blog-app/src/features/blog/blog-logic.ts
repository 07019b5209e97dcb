import {
  ALL,
  BLOG_SEARCH_FIELDS,
  LIMITS,
  searchItems,
  siteConfig,
  sortByDateDesc,
  type BlogPost,
} from '@osck/shared'

/** The list's filters, as kept in the URL (`?q=…&category=…&tag=…`). Empty means 'All'. */
export interface BlogFilters {
  q: string
  category: string
  tag: string
}

export const FILTER_KEYS = ['q', 'category', 'tag'] as const

export const postPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`

const isSet = (value: string) => value !== '' && value !== ALL

/** Search (title, description, author, category, tags), category and tag combine; newest first. */
export function filterPosts(posts: readonly BlogPost[], { q, category, tag }: BlogFilters): BlogPost[] {
  const matching = searchItems(posts, q, BLOG_SEARCH_FIELDS).filter(
    (post) => (!isSet(category) || post.category === category) && (!isSet(tag) || post.tags.includes(tag)),
  )
  return sortByDateDesc(matching)
}

/** Whether any filter or search narrows the list (shows Clear Filters). */
export const hasActiveFilters = ({ q, category, tag }: BlogFilters) =>
  q.trim() !== '' || isSet(category) || isSet(tag)

export function listHeading({ q, category, tag }: BlogFilters): string {
  if (q.trim()) return `Search Results for "${q.trim()}"`
  if (isSet(category) || isSet(tag)) return 'Filtered Articles'
  return 'Latest Articles'
}

/** 'Load More' shows only when LIMITS.loadMoreMinPosts or more posts are displayed. */
export const showLoadMore = (displayed: number) => displayed >= LIMITS.loadMoreMinPosts

/** Up to LIMITS.relatedPosts other posts of the same category, newest first. */
export function relatedPosts(posts: readonly BlogPost[], current: BlogPost): BlogPost[] {
  return sortByDateDesc(
    posts.filter((post) => post.slug !== current.slug && post.category === current.category),
  ).slice(0, LIMITS.relatedPosts)
}

/** docs/product.md (an invalid newsletter email): valid only if non-empty and containing '@'. */
export const isValidNewsletterEmail = (email: string) => email.trim() !== '' && email.includes('@')

/** The spec's toast once subscribed (locally, or when the provider said yes). */
export const SUBSCRIBED = { title: 'Subscribed!', description: 'Thanks for subscribing to our newsletter.' }

/** Home: the LIMITS.homeBlogPosts newest posts. */
export const latestPosts = (posts: readonly BlogPost[]) =>
  sortByDateDesc(posts).slice(0, LIMITS.homeBlogPosts)

/** The sentence of the 'About the Author' card. */
export function authorBio(author: string): string {
  return author === siteConfig.name
    ? `Posts by the ${siteConfig.name} team: news, announcements and guides from the organisers.`
    : `${author} writes for ${siteConfig.name}, sharing what they learn building open source in Kampala.`
}
