import { renderStandalone } from '@osck/shared/standalone'
import section from './section'

/** Standalone mode (`pnpm --filter events-app dev`): the section alone, with the shell's providers. */
renderStandalone('events', section)
