import {
  BackTo,
  type BlogPost,
  dated,
  readingTime,
  type SectionStaticPage,
  staticItems,
  StaticSummary,
  type FormTarget,
} from '@osck/shared/build-kit'

/**
 * The blog's generated pages, for readers without JavaScript and link-preview bots
 * (docs/section-teams.md, "The static page"). The app replaces this text when it starts.
 */
const facts = (post: BlogPost) => dated(post.date, post.author, readingTime(post.content))

export const blogStaticPage: SectionStaticPage<BlogPost> = {
  Items: staticItems('/blog', (post) => ({ meta: facts(post), summary: post.description })),
  Article: ({ item: post, body }) => (
    <article>
      <p>{post.category}</p>
      <h1>{post.title}</h1>
      <p>{facts(post)}</p>
      <StaticSummary text={post.description} />
      {body}
      {post.tags.length ? <p>{`Tags: ${post.tags.join(', ')}`}</p> : null}
      <BackTo href="/blog" label="Blog" />
    </article>
  ),
}

/**
 * The newsletter form of the generated /blog page, for readers without JavaScript: only when the
 * settings name a provider, a plain POST to it (its own page then answers); with none, no form
 * (nothing pretends to send). The app replaces it with NewsletterForm.
 */
export function StaticNewsletter({ target }: { target?: FormTarget }) {
  if (!target) return null
  return (
    <section aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading">Subscribe to our newsletter</h2>
      <p>New articles, events and projects from the community, straight to your inbox once a month.</p>
      <form action={target.action} method="post">
        <label>
          Email address{' '}
          <input
            type="email"
            name={target.field}
            required
            autoComplete="email"
            placeholder="you@example.com"
          />
        </label>{' '}
        <button type="submit">Subscribe</button>
      </form>
    </section>
  )
}
