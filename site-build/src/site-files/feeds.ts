import { Feed } from 'feed'
import { createElement as h, Fragment } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import {
  absoluteUrl,
  type BlogPost,
  blogPostMeta,
  FEED_LINKS,
  LIST_PAGES,
  parseDate,
  siteConfig,
} from '@osck/shared/build-kit'
import type { ReadItem } from '../read-content'
import { MarkdownBody } from './markdown-html'
import type { SiteFile } from './page-kit'

export interface FeedFiles {
  rss: string
  atom: string
  json: string
}

/**
 * RSS and Atom (`type="html"`) titles and summaries are HTML for feed readers: a title that reads
 * `a <b> & c` is written as HTML text (React's escaping), or readers would show `a  & c` in bold.
 * JSON Feed's are plain text.
 */
const asHtml = (text: string) => renderToStaticMarkup(h(Fragment, null, text))

/** The blog as RSS 2.0, Atom and JSON Feed, written by the `feed` package. */
export function blogFeeds(posts: ReadItem<BlogPost>[], origin: string, built = new Date()): FeedFiles {
  const xml = buildFeed(posts, origin, built, asHtml)
  const json = buildFeed(posts, origin, built, (text) => text)
  return { rss: xml.rss2(), atom: xml.atom1(), json: json.json1() }
}

function buildFeed(
  posts: ReadItem<BlogPost>[],
  origin: string,
  built: Date,
  text: (value: string) => string,
): Feed {
  const url = (path: string) => absoluteUrl(path, origin)
  const [rss, atom, json] = FEED_LINKS.map((link) => url(link.href)) as [string, string, string]
  const dated = posts.map(({ item, modified }) => ({ post: item, date: parseDate(item.date) ?? modified }))
  dated.sort((a, b) => b.date.getTime() - a.date.getTime())
  const feed = new Feed({
    id: url('/blog'),
    link: url('/blog'),
    title: `${siteConfig.name} blog`,
    description: LIST_PAGES.blog.description,
    language: 'en',
    updated: dated[0]?.date ?? built,
    image: url('/og/site.png'),
    favicon: url(siteConfig.logo),
    copyright: `© ${siteConfig.copyrightYear} ${siteConfig.name}`,
    generator: false,
    feedLinks: { rss, atom, json },
    author: { name: siteConfig.name, link: url('/home') },
  })
  for (const { post, date } of dated) {
    const meta = blogPostMeta(post, { cards: true })
    feed.addItem({
      title: text(post.title),
      id: url(meta.path),
      link: url(meta.path),
      date,
      published: date,
      description: post.description ? text(post.description) : undefined,
      content: renderToStaticMarkup(h(MarkdownBody, { source: post.content })),
      author: [{ name: post.author }],
      category: [{ name: post.category }, ...post.tags.map((name) => ({ name }))],
      image: url(meta.image.path),
    })
  }
  return feed
}

/** The blog's feeds as the files FEED_LINKS announces (`blog/rss.xml`, `blog/atom.xml`, `blog/feed.json`). */
export function blogFeedFiles(posts: ReadItem<BlogPost>[], origin: string): SiteFile[] {
  const { rss, atom, json } = blogFeeds(posts, origin)
  const [rssPath, atomPath, jsonPath] = FEED_LINKS.map((link) => link.href.slice(1))
  return [
    { path: rssPath!, text: rss },
    { path: atomPath!, text: atom },
    { path: jsonPath!, text: json },
  ]
}
