/**
 * The editor's build settings for a GitHub Pages deployment, read from the GitHub Actions run:
 * the repository (GITHUB_REPOSITORY), the branch the site is published from (the pushed branch,
 * else the default branch), the site's URL (the repository variable OSCK_SITE_URL, else the Pages
 * URL) and the sign-in worker (the repository variable OSCK_EDITOR_AUTH_URL, optional). A fork's
 * run therefore builds an editor for the fork. The shell build reads them (shell/vite/admin/settings.ts).
 */
export class EditorEnvError extends Error {}

const REPOSITORY = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/

function httpsUrl(name, value) {
  let url
  try {
    url = new URL(value)
  } catch {
    throw new EditorEnvError(`${name} is not a URL: "${value}"`)
  }
  if (url.protocol !== 'https:')
    throw new EditorEnvError(`${name} must start with https:// (it is "${value}")`)
  return url
}

/** `env`: the run's environment; returns the variables the shell build reads. */
export function editorBuildEnv(env) {
  const repo = env.GITHUB_REPOSITORY ?? ''
  if (!REPOSITORY.test(repo))
    throw new EditorEnvError(`GITHUB_REPOSITORY must be owner/name (it is "${repo}")`)
  const branch =
    env.GITHUB_REF_TYPE === 'branch' && env.GITHUB_REF_NAME ? env.GITHUB_REF_NAME : env.DEFAULT_BRANCH
  if (!branch) throw new EditorEnvError('No branch: run on a branch, or pass DEFAULT_BRANCH')
  const siteUrl = env.OSCK_SITE_URL || env.PAGES_URL
  if (!siteUrl)
    throw new EditorEnvError('No site URL: turn on GitHub Pages (Settings → Pages) or set OSCK_SITE_URL')
  const result = {
    OSCK_EDITOR_REPO: repo,
    OSCK_EDITOR_BRANCH: branch,
    OSCK_SITE_URL: httpsUrl('The site URL', siteUrl).href.replace(/\/+$/, ''),
  }
  // The worker's origin: Decap opens <origin>/auth and checks the answer came from that origin.
  if (env.OSCK_EDITOR_AUTH_URL) {
    const auth = httpsUrl('OSCK_EDITOR_AUTH_URL', env.OSCK_EDITOR_AUTH_URL.trim())
    if (auth.pathname !== '/' || auth.search)
      throw new EditorEnvError(
        `OSCK_EDITOR_AUTH_URL is the worker's address alone, like https://${auth.host}`,
      )
    result.OSCK_EDITOR_AUTH_URL = auth.origin
  }
  return result
}

/** `NAME=value` lines, as $GITHUB_ENV takes them. */
export const githubEnvLines = (vars) =>
  Object.entries(vars)
    .map(([name, value]) => `${name}=${value}\n`)
    .join('')
