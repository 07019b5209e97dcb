import { Box, Center, HStack, initials, LIMITS } from '@osck/shared'
import { overflow } from './projectLogic'

const circle = {
  as: 'span',
  role: 'img',
  boxSize: '8',
  rounded: 'full',
  fontSize: 'xs',
  fontWeight: 'bold',
  borderWidth: '2px',
  borderColor: 'bg.panel',
} as const

const overlap = { ms: '-2', _first: { ms: '0' } } as const

/** Up to three initials (full name on hover and for screen readers), then `+N`. */
export function CollaboratorAvatars({ names }: { names: readonly string[] }) {
  const { shown, more } = overflow(names, LIMITS.projectCardCollaborators)
  return (
    // Above the card's stretched link, so the names show on hover.
    <HStack as="ul" aria-label="Collaborators" gap="0" listStyleType="none" position="relative" zIndex="1">
      {shown.map((name, index) => (
        <Box as="li" key={`${name}-${index}`} {...overlap}>
          <Center {...circle} bg="brand.subtle" color="brand.fg" aria-label={name} title={name}>
            {initials(name)}
          </Center>
        </Box>
      ))}
      {more > 0 && (
        <Box as="li" {...overlap}>
          <Center
            {...circle}
            bg="bg.muted"
            color="fg"
            aria-label={`${more} more collaborators`}
            title={names.slice(LIMITS.projectCardCollaborators).join(', ')}
          >
            +{more}
          </Center>
        </Box>
      )}
    </HStack>
  )
}
