import {
  BackTo,
  type BlogPost,
  dated,
  readingTime,
  type SectionStaticPage,
  staticItems,
  StaticSummary,
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
