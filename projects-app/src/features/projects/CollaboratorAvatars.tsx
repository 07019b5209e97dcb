import { initials, LIMITS } from '@osck/shared'
import { overflow } from './project-logic'

/**
 * Up to three initials (full name on hover and for screen readers), then `+N`. Plain elements,
 * styled by the project card's root (`[data-part=avatar]` in project-card-css.ts).
 */
export function CollaboratorAvatars({ names }: { names: readonly string[] }) {
  const { shown, more } = overflow(names, LIMITS.projectCardCollaborators)
  return (
    <ul aria-label="Collaborators" data-part="collaborators">
      {shown.map((name, index) => (
        <li key={`${name}-${index}`}>
          <span role="img" data-part="avatar" aria-label={name} title={name}>
            {initials(name)}
          </span>
        </li>
      ))}
      {more > 0 && (
        <li>
          <span
            role="img"
            data-part="avatar"
            data-more=""
            aria-label={`${more} more collaborators`}
            title={names.slice(LIMITS.projectCardCollaborators).join(', ')}
          >
            +{more}
          </span>
        </li>
      )}
    </ul>
  )
}
