import { DETAIL_IMAGE_SIZES, listMeta, projectMeta } from '@osck/shared/build-kit'
import { CARDS, detailPages, headed, listPage, sectionSite } from '@osck/site-build/pages'
import { projectsPages } from './pages'
import { projectsStaticPage, StaticSuggestion } from './static-page'

const { Items } = projectsStaticPage

/** The projects' generated pages, one builder per page of `pages.ts`, and their part of Home. */
export const projectsSite = sectionSite(
  'projects',
  projectsPages,
  {
    list: ({ projects, listImages, settings }) =>
      listPage(
        listMeta('projects', CARDS),
        'Our Projects',
        [
          headed('Projects', <Items items={projects.map((read) => read.item)} />),
          <StaticSuggestion key="suggest" to={settings.suggestions} />,
        ],
        projects,
        listImages.projects,
      ),
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
    heading: 'Projects',
    body: ({ projects }) => <Items items={projects.slice(0, 3).map((read) => read.item)} />,
  },
)
