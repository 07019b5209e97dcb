import { blogPostMeta, DETAIL_IMAGE_SIZES, sortByDateDesc } from '@osck/shared/build-kit'
import {
  blogFeedFiles,
  CARDS,
  detailPages,
  headed,
  sectionListPage,
  sectionSite,
} from '@osck/site-build/pages'
import { blogPages } from './pages'
import { blogStaticPage, StaticNewsletter } from './static-page'

const { Items } = blogStaticPage

/** The blog's generated pages, one builder per page of `pages.ts`, and its part of Home. */
export const blogSite = sectionSite(
  'blog',
  blogPages,
  {
    list: (context) =>
      sectionListPage(context, 'blog', 'Blog', [
        headed('Latest Articles', <Items items={sortByDateDesc(context.posts.map((read) => read.item))} />),
        <StaticNewsletter key="newsletter" target={context.settings.newsletter} />,
      ]),
    detail: ({ posts, now }) =>
      detailPages(posts, blogStaticPage, (p) => blogPostMeta(p, CARDS), DETAIL_IMAGE_SIZES.post, now),
  },
  {
    teaser: {
      heading: 'Latest Articles',
      body: ({ posts }) => <Items items={sortByDateDesc(posts.map((read) => read.item)).slice(0, 3)} />,
    },
    files: ({ posts, origin }) => blogFeedFiles(posts, origin),
  },
)
