// The page policy each server sends, taken from its own rendering of deploy/header-rules.mjs, so a
// test can put a page under the very header (or meta policy) nginx or a static host would send.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { headersFor } from '../../deploy/header-rules.mjs'
import { headersFile, nginxSnippets } from '../../scripts/header-renderings.mjs'
import { renderTemplate } from '../../scripts/deploy-nginx.mjs'
import { metaCsp } from '../../scripts/pages-dist/security.mjs'
import { parseHeadersFile } from './headers-file'

export type Rendering = 'pnpm start' | 'nginx' | '_headers' | 'meta'

/** One directive's sources (`img-src` → ["'self'", 'data:', …]); [] when the policy lacks it. */
export function directiveSources(policy: string, name: string): string[] {
  const directive = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
  return directive?.slice(1) ?? []
}

/** nginx's page policy on one origin: its snippet with the placeholders as deploy-nginx fills them. */
function nginxPagePolicy(formOrigins: string): string {
  const snippet = nginxSnippets()['osck-headers-revalidated.conf'] ?? ''
  const rendered = renderTemplate(snippet, {
    OSCK_REMOTE_ORIGINS: '',
    OSCK_EXTRA_IMG_SRC: '',
    OSCK_FORM_ORIGINS: formOrigins,
  })
  const match = /add_header Content-Security-Policy "([^"]+)"/.exec(rendered)
  if (!match?.[1]) throw new Error('the nginx snippet sends no Content-Security-Policy')
  return match[1]
}

/**
 * The policy a page (`path`, e.g. /blog/x) gets from each server, in the single-origin layout;
 * `formOrigins`: where the content's settings send forms (deploy/form-origins.mjs).
 */
export async function pagePolicies(path: string, formOrigins = ''): Promise<Record<Rendering, string>> {
  const file = join(mkdtempSync(join(tmpdir(), 'osck-csp-')), '_headers')
  writeFileSync(file, headersFile('/', { formOrigins }))
  const fromHeadersFile = (await parseHeadersFile(file))
    .filter((rule) => rule.forRegExp.test(path))
    .map((rule) => rule.values['Content-Security-Policy'])
    .find(Boolean)
  return {
    'pnpm start': String(headersFor(path, { formOrigins })['Content-Security-Policy']),
    nginx: nginxPagePolicy(formOrigins),
    _headers: String(fromHeadersFile),
    meta: metaCsp('', formOrigins),
  }
}
