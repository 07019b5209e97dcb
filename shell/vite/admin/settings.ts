/** What a maintainer sets once for the editor at /admin/ (docs/editing.md). */
export interface EditorSettings {
  /** The GitHub repository entries are proposed to, `owner/name`. */
  repo: string
  /** The branch the site is built from; pull requests target it. */
  branch: string
  /** The sign-in worker's origin (sign-in/auth-worker.ts); none: /admin/ says sign-in is not set up. */
  authUrl?: string
  /** Where `pnpm editor`'s local backend (decap-server) answers. */
  localBackendUrl: string
  /** The public site, for the editor's "view live" links. */
  siteUrl: string
  /** The largest upload the editor accepts: a 12 MB phone photo, with room. */
  maxUploadBytes: number
}

/** The settings from the build's environment: OSCK_EDITOR_REPO, OSCK_EDITOR_BRANCH, OSCK_EDITOR_AUTH_URL, OSCK_SITE_URL. */
export const editorSettingsFrom = (env: Record<string, string | undefined>): EditorSettings => ({
  repo: env.OSCK_EDITOR_REPO || 'osck/website',
  branch: env.OSCK_EDITOR_BRANCH || 'main',
  authUrl: env.OSCK_EDITOR_AUTH_URL || undefined,
  localBackendUrl: `http://localhost:${env.OSCK_EDITOR_PORT ?? 8081}/api/v1`,
  siteUrl: env.OSCK_SITE_URL || 'http://localhost:8080',
  maxUploadBytes: 15 * 1024 * 1024,
})

/** Set at build time (scripts/pages-editor-env.mjs sets them on GitHub Pages). */
export const EDITOR_SETTINGS: EditorSettings = editorSettingsFrom(process.env)
