/** What a maintainer sets once for the editor at /admin/ (docs/editing.md). */
export interface EditorSettings {
  /** The GitHub repository entries are proposed to, `owner/name`. */
  repo: string
  /** The branch the site is built from; pull requests target it. */
  branch: string
  /** The OAuth proxy that signs organisers in with GitHub; none: Decap's default (Netlify). */
  authUrl?: string
  /** Where `pnpm editor`'s local backend (decap-server) answers. */
  localBackendUrl: string
  /** The public site, for the editor's "view live" links. */
  siteUrl: string
  /** The largest upload the editor accepts: a 12 MB phone photo, with room. */
  maxUploadBytes: number
}

/** Set at build time: OSCK_EDITOR_REPO, OSCK_EDITOR_BRANCH, OSCK_EDITOR_AUTH_URL, OSCK_SITE_URL. */
export const EDITOR_SETTINGS: EditorSettings = {
  repo: process.env.OSCK_EDITOR_REPO ?? 'osck/website',
  branch: process.env.OSCK_EDITOR_BRANCH ?? 'main',
  authUrl: process.env.OSCK_EDITOR_AUTH_URL,
  localBackendUrl: `http://localhost:${process.env.OSCK_EDITOR_PORT ?? 8081}/api/v1`,
  siteUrl: process.env.OSCK_SITE_URL ?? 'http://localhost:8080',
  maxUploadBytes: 15 * 1024 * 1024,
}
