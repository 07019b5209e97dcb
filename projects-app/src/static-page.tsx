import {
  BackTo,
  formatDate,
  type Project,
  type SectionStaticPage,
  staticItems,
  StaticSummary,
  type SiteSettings,
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

const FIELDS = [
  ['name', 'Your Name', 'text'],
  ['email', 'Email', 'email'],
  ['projectTitle', 'Project Title', 'text'],
] as const

/**
 * "Suggest a Project" in the generated /projects page, for readers without JavaScript: only when
 * the settings say where suggestions go (a new issue in the repository, or a plain POST to the
 * form endpoint); with none, nothing (the dialog that only logs needs the app).
 */
export function StaticSuggestion({ to }: { to: SiteSettings['suggestions'] }) {
  if (!to) return null
  return (
    <section aria-labelledby="suggest-heading">
      <h2 id="suggest-heading">Suggest a Project</h2>
      {'github' in to ? (
        <p>
          <a href={`${to.github}/issues/new`}>Suggest a project on GitHub</a>
        </p>
      ) : (
        <form action={to.form} method="post">
          {FIELDS.map(([name, label, type]) => (
            <p key={name}>
              <label>
                {label} <input name={name} type={type} required />
              </label>
            </p>
          ))}
          <p>
            <label>
              Project Description <textarea name="projectDescription" rows={4} required />
            </label>
          </p>
          <button type="submit">Submit Suggestion</button>
        </form>
      )}
    </section>
  )
}
