import { createElement as h } from 'react'
import { homeMeta, siteConfig } from '@osck/shared/build-kit'
import { CARDS, headed, staticBody, type BuiltPage, type PageContext } from '@osck/site-build/pages'
import type { HomeSite } from '@osck/site-build/site'
import { SITE_PATHS } from '@osck/shared/route-table'
import { HERO_LCP_IMAGE } from '../../src/home/heroImages'

/**
 * Home's generated page: the site's name and tagline, then each section's part (its heading and a
 * few items), in the order the sections are assembled; its LCP image is the hero's first picture.
 */
export const homeSite: HomeSite = {
  path: SITE_PATHS.home,
  build: (context: PageContext, teasers): BuiltPage[] => [
    {
      meta: homeMeta(CARDS),
      body: staticBody(
        h('h1', null, siteConfig.name),
        h('p', null, siteConfig.heroTagline),
        ...teasers.map((teaser) => headed(teaser.heading, teaser.body(context))),
      ),
      lcpImage: HERO_LCP_IMAGE,
      sources: [...context.posts, ...context.events, ...context.projects],
    },
  ],
}
