/** Names config.yml gives what /admin/preview.js registers with Decap (register.ts). */
export const FORMAT = 'osck-frontmatter'
export const DATE_WIDGET = 'osck-date'
export const PHOTO_WIDGET = 'osck-image'
/** Decap's own GitHub backend, the name its sign-in is kept under (localStorage's decap-cms-user). */
export const BACKEND = 'github'
