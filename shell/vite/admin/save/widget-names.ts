/** Names config.yml gives what /admin/preview.js registers with Decap (register.ts). */
export const FORMAT = 'osck-frontmatter'
export const DATE_WIDGET = 'osck-date'
export const PHOTO_WIDGET = 'osck-image'
/** The GitHub backend whose new entries wait for their local backup (restore/backend.ts). */
export const BACKEND = 'osck-github'
