import {
  BackTo,
  formatDate,
  type Project,
  type SectionStaticPage,
  staticItems,
  StaticSummary,
} from '@osck/shared/build-kit'

/**
 * The projects' generated pages, for readers without JavaScript and link-preview bots
 * (docs/section-teams.md, "The static page"). The app replaces this text when it starts.
 */
const facts = (project: Project) => [project.status, project.category].join(' · ')

/** The content module already drops links outside the protocol allow-list; a page links only to the web. */
const isWebLink = (link: string | undefined): link is string => !!link && /^https?:\/\//i.test(link)

export const projectsStaticPage: SectionStaticPage<Project> = {
  Items: staticItems('/projects', (project) => ({ meta: facts(project), summary: project.description })),
  Article: ({ item: project, body }) => (
    <article>
      <h1>{project.title}</h1>
      <p>{`Current Status: ${facts(project)}`}</p>
      {project.startDate ? <p>{`Started: ${formatDate(project.startDate)}`}</p> : null}
      <StaticSummary text={project.description} />
      {isWebLink(project.link) ? (
        <p>
          <a href={project.link} rel="noopener">
            View Project
          </a>
        </p>
      ) : null}
      {body}
      <BackTo href="/projects" label="Projects" />
    </article>
  ),
}
