import { memo } from 'react'
import {
  CardRoot,
  ContentImage,
  LIMITS,
  Link,
  statusColor,
  TIMINGS,
  useReducedMotion,
  type Project,
} from '@osck/shared'
import { LIST_IMAGE_SIZES } from '@osck/shared/image-sizes'
import { CollaboratorAvatars } from './CollaboratorAvatars'
import { PROJECT_CARD_CSS, PROJECT_CARD_ENTRANCE_CSS } from './project-card-css'
import { overflow, projectPath } from './project-logic'

/** Entrance delay of the card at `index`: 400 ms plus 100 ms per card. */
export const cardDelayMs = (index: number) =>
  TIMINGS.projectCardBaseDelayMs + TIMINGS.projectCardStepDelayMs * index

function Tags({ tags }: { tags: readonly string[] }) {
  const { shown, more } = overflow(tags, LIMITS.projectCardTags)
  return (
    <ul aria-label="Tags" data-part="tags">
      {shown.map((tag) => (
        <li key={tag}>
          <span data-part="tag">{tag}</span>
        </li>
      ))}
      {more > 0 && (
        <li>
          <span data-part="tag" data-more="">
            +{more} more
          </span>
        </li>
      )}
    </ul>
  )
}

/** A project as a card: plain parts styled from the root (project-card-css.ts); the title links to it. */
export const ProjectCard = memo(
  function ProjectCard({ project, index }: { project: Project; index: number }) {
    const reduced = useReducedMotion()
    return (
      // Each project's card is an element of its own, though the list keeps its items by position:
      // a project that comes into the list makes its entrance (the delay of its place).
      <CardRoot
        key={project.slug}
        css={reduced ? PROJECT_CARD_CSS : PROJECT_CARD_ENTRANCE_CSS}
        style={reduced ? undefined : { animationDelay: `${cardDelayMs(index)}ms` }}
        data-testid="project-card"
      >
        <div data-part="media">
          <ContentImage
            src={project.image}
            alt={project.title}
            width={640}
            height={360}
            sizes={LIST_IMAGE_SIZES.card}
            priority={index === 0}
          />
          {/* The status as written, in its status colour (case-insensitive). */}
          <span data-part="status" data-status-color={statusColor(project.status)}>
            {project.status}
          </span>
        </div>
        <div data-part="content">
          <p data-part="category">{project.category}</p>
          <h3 data-part="title">
            <Link to={projectPath(project.slug)}>{project.title}</Link>
          </h3>
          {project.description && (
            <p data-part="summary" data-testid="project-description">
              {project.description}
            </p>
          )}
          {project.tags.length > 0 && <Tags tags={project.tags} />}
          {project.collaborators.length > 0 && <CollaboratorAvatars names={project.collaborators} />}
        </div>
      </CardRoot>
    )
  },
  // `index` only sets the entrance delay and the first images' eagerness, both read at mount:
  // a card that moves up or down the filtered list keeps its render (one search keystroke
  // would otherwise re-render every card).
  (before, after) => before.project === after.project,
)
