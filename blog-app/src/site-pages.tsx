import { blogPostMeta, DETAIL_IMAGE_SIZES, listMeta, sortByDateDesc } from '@osck/shared/build-kit'
import { CARDS, detailPages, headed, listPage, sectionSite } from '@osck/site-build/pages'
import { blogPages } from './pages'
import { blogStaticPage, StaticNewsletter } from './static-page'

const { Items } = blogStaticPage

/** The blog's generated pages, one builder per page of `pages.ts`, and its part of Home. */
export const blogSite = sectionSite(
  'blog',
  blogPages,
  {
    list: ({ posts, listImages, settings }) =>
      listPage(
        listMeta('blog', CARDS),
        'Blog',
        [
          headed('Latest Articles', <Items items={sortByDateDesc(posts.map((read) => read.item))} />),
          <StaticNewsletter key="newsletter" target={settings.newsletter} />,
        ],
        posts,
        listImages.blog,
      ),
    detail: ({ posts, now }) =>
      detailPages(posts, blogStaticPage, (p) => blogPostMeta(p, CARDS), DETAIL_IMAGE_SIZES.post, now),
  },
  {
    heading: 'Latest Articles',
    body: ({ posts }) => <Items items={sortByDateDesc(posts.map((read) => read.item)).slice(0, 3)} />,
  },
)
