// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { editorConfig } from '../config'
import { EDITOR_SETTINGS, type EditorSettings } from '../settings'
import { notSetUpPage, setUpStepsUrl, withNotSetUpNotice } from './not-set-up'

const FORK: EditorSettings = {
  ...EDITOR_SETTINGS,
  repo: 'volunteer/osck-site',
  branch: 'trunk',
  siteUrl: 'https://volunteer.github.io/osck-site',
  authUrl: undefined,
}
const PAGE = '<html><body>\n    <script src="/admin/decap-cms.js"></script></body></html>'

describe('sign-in for the published editor', () => {
  it('opens the sign-in worker when one is set, its address without a trailing slash', () => {
    const config = editorConfig({ ...FORK, authUrl: 'https://osck-auth.volunteer.workers.dev/' })
    expect(config.backend).toMatchObject({ base_url: 'https://osck-auth.volunteer.workers.dev' })
    expect(config.backend).not.toHaveProperty('auth_endpoint')
    expect(withNotSetUpNotice(PAGE, { ...FORK, authUrl: 'https://a.example' })).toBe(PAGE)
  })

  it('with none, opens a page of the site under its base path, never Netlify, and says so on /admin/', () => {
    const backend = editorConfig(FORK).backend as { base_url?: string; auth_endpoint?: string }
    // Decap opens `${base_url}/${auth_endpoint}`; without base_url it would open api.netlify.com.
    expect(`${backend.base_url}/${backend.auth_endpoint}`).toBe(
      'https://volunteer.github.io/osck-site/admin/sign-in-not-set-up.html',
    )
    const steps =
      'https://github.com/volunteer/osck-site/blob/trunk/docs/editing.md#setting-it-up-once-maintainers'
    expect(setUpStepsUrl(FORK)).toBe(steps)
    const page = withNotSetUpNotice(PAGE, FORK)
    expect(page).toMatch(
      /<body>\n {4}<p class="osck-notice" role="note">Sign-in is not set up for this site yet/,
    )
    expect(page).toContain(`<a href="${steps}">`)
    expect(notSetUpPage(FORK)).toContain(`<a href="${steps}">`)
    const atRoot = editorConfig({ ...FORK, siteUrl: 'https://osck.example' }).backend as {
      base_url?: string
      auth_endpoint?: string
    }
    expect(`${atRoot.base_url}/${atRoot.auth_endpoint}`).toBe(
      'https://osck.example/admin/sign-in-not-set-up.html',
    )
  })

  it('`pnpm editor` signs in through decap-server, with no worker and no notice', () => {
    const { backend } = editorConfig(FORK, { local: true })
    expect(backend).not.toHaveProperty('base_url')
    expect(backend).not.toHaveProperty('auth_endpoint')
  })
})
