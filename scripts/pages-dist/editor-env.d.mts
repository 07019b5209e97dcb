/** The editor's build settings for a GitHub Pages deployment (editor-env.mjs). */
export class EditorEnvError extends Error {}
export interface EditorBuildEnv {
  OSCK_EDITOR_REPO: string
  OSCK_EDITOR_BRANCH: string
  OSCK_SITE_URL: string
  OSCK_EDITOR_AUTH_URL?: string
}
export function editorBuildEnv(env: Record<string, string | undefined>): EditorBuildEnv
export function githubEnvLines(vars: EditorBuildEnv): string
