import { DETAIL_IMAGE_SIZES, projectMeta } from '@osck/shared/build-kit'
import { CARDS, detailPages, headed, sectionListPage, sectionSite } from '@osck/site-build/pages'
import { projectsPages } from './pages'
import { projectsStaticPage, StaticSuggestion } from './static-page'

const { Items } = projectsStaticPage

/** The projects' generated pages, one builder per page of `pages.ts`, and their part of Home. */
export const projectsSite = sectionSite(
  'projects',
  projectsPages,
  {
    list: (context) =>
      sectionListPage(context, 'projects', 'Our Projects', [
        headed('Projects', <Items items={context.projects.map((read) => read.item)} />),
        <StaticSuggestion key="suggest" to={context.settings.suggestions} />,
      ]),
    detail: ({ projects, now }) =>
      detailPages(
        projects,
        projectsStaticPage,
        (p) => projectMeta(p, CARDS),
        DETAIL_IMAGE_SIZES.project,
        now,
      ),
  },
  {
    teaser: {
      heading: 'Projects',
      body: ({ projects }) => <Items items={projects.slice(0, 3).map((read) => read.item)} />,
    },
  },
)
