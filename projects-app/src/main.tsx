import { renderStandalone } from '@osck/shared/standalone'
import section from './section'

/** Standalone mode (`pnpm --filter projects-app dev`): the section alone, with the shell's providers. */
renderStandalone('projects', section)
