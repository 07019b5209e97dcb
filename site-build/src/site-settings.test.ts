import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkContent } from './content-check'
import { readSiteSettings, withSettingsScript } from './site-settings'

function contentWith(settings?: string): string {
  const root = mkdtempSync(join(tmpdir(), 'osck-settings-'))
  if (settings !== undefined) {
    mkdirSync(join(root, 'settings'))
    writeFileSync(join(root, 'settings/community.yml'), settings)
  }
  return root
}

const PAGE = '<html>\n  <head>\n    <title>x</title>\n  </head>\n  <body></body>\n</html>'

describe('the settings file as the build reads it', () => {
  it('valid: the newsletter provider and the repository, nothing named', () => {
    const root = contentWith(
      'newsletter:\n  action: https://buttondown.com/api/emails/embed-subscribe/osck\nsuggestions:\n  github: https://github.com/osck/ideas\n',
    )
    expect(readSiteSettings(root)).toEqual({
      settings: {
        newsletter: { action: 'https://buttondown.com/api/emails/embed-subscribe/osck', field: 'email' },
        suggestions: { github: 'https://github.com/osck/ideas' },
      },
      findings: [],
    })
  })

  it('missing, or the starter file with empty values: nothing set, nothing named', () => {
    expect(readSiteSettings(contentWith())).toEqual({ settings: {}, findings: [] })
    expect(readSiteSettings(join(process.cwd(), '../content')).settings).toEqual({})
  })

  it('malformed YAML: nothing set, and content:check names the file', () => {
    const root = contentWith('newsletter: [action\n')
    expect(readSiteSettings(root).settings).toEqual({})
    const [finding] = checkContent(root).findings
    expect(finding).toMatchObject({ level: 'error', file: 'settings/community.yml', field: '(file)' })
    expect(finding?.message).toContain('is not valid YAML')
  })

  it('http: and javascript: addresses are dropped, and content:check names each', () => {
    const root = contentWith(
      'newsletter:\n  action: http://lists.example.org/subscribe\nsuggestions:\n  form: "javascript:alert(1)"\n',
    )
    expect(readSiteSettings(root).settings).toEqual({})
    expect(checkContent(root).findings.map((f) => [f.file, f.field, f.level])).toEqual([
      ['settings/community.yml', 'newsletter.action', 'error'],
      ['settings/community.yml', 'suggestions.form', 'error'],
    ])
  })
})

describe('the settings a page carries', () => {
  const settings = { newsletter: { action: 'https://a.example/s?x=</script><b>', field: 'email' } }

  it('none set: the page unchanged, not a byte added', () => {
    expect(withSettingsScript(PAGE, {})).toBe(PAGE)
  })

  it('set: one JSON script at the end of the head that cannot close itself; a second publish replaces it', () => {
    const once = withSettingsScript(PAGE, settings)
    const script = '<script type="application/json" id="osck-settings">'
    expect(once.split(script)).toHaveLength(2)
    expect(once).not.toContain('</script><b>')
    const json = once.split(script)[1]!.split('</script>')[0]!
    expect(JSON.parse(json)).toEqual(settings)
    expect(withSettingsScript(once, settings)).toBe(once)
    expect(withSettingsScript(once, {})).toBe(PAGE)
  })
})

describe('the dev server', () => {
  it('gives the page it serves the settings of content/ as they are', async () => {
    const { contentPlugin } = await import('./content-plugin')
    const root = contentWith('suggestions:\n  github: https://github.com/osck/ideas\n')
    const transform = contentPlugin({ contentRoot: root }).transformIndexHtml as (html: string) => string
    expect(transform(PAGE)).toContain('"suggestions":{"github":"https://github.com/osck/ideas"}')
    const none = contentPlugin({ contentRoot: contentWith() }).transformIndexHtml as (html: string) => string
    expect(none(PAGE)).toBe(PAGE)
  })
})
