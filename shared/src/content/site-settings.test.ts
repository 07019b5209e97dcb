import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  formOrigins,
  pageSettings,
  sendForm,
  SETTINGS_ELEMENT_ID,
  suggestionIssueUrl,
  toSiteSettings,
} from './site-settings'

describe('toSiteSettings', () => {
  it('reads a newsletter form action, its field name and a GitHub repository for suggestions', () => {
    const { settings, problems } = toSiteSettings({
      newsletter: { action: ' https://buttondown.com/api/emails/embed-subscribe/osck ', field: 'EMAIL' },
      suggestions: { github: 'https://github.com/osck/ideas.git' },
    })
    expect(problems).toEqual([])
    expect(settings).toEqual({
      newsletter: { action: 'https://buttondown.com/api/emails/embed-subscribe/osck', field: 'EMAIL' },
      suggestions: { github: 'https://github.com/osck/ideas' },
    })
  })

  it('names the field "email" when none is given, and takes a form endpoint for suggestions', () => {
    const { settings } = toSiteSettings({
      newsletter: { action: 'https://lists.example.org/subscription/form' },
      suggestions: { form: 'https://forms.example.org/f/abc' },
    })
    expect(settings.newsletter?.field).toBe('email')
    expect(settings.suggestions).toEqual({ form: 'https://forms.example.org/f/abc' })
  })

  it('missing, empty or blank: nothing configured and nothing to name', () => {
    for (const data of [undefined, null, {}, { newsletter: { action: '  ' }, suggestions: {} }])
      expect(toSiteSettings(data)).toEqual({ settings: {}, problems: [] })
  })

  it('malformed: a file that is not key: value pairs, or values of the wrong type, configure nothing', () => {
    expect(toSiteSettings('newsletter').problems).toEqual([
      { field: '(file)', message: 'is not a list of settings (key: value); ignored' },
    ])
    expect(toSiteSettings(['a']).settings).toEqual({})
    expect(toSiteSettings({ newsletter: 'https://x.example', suggestions: { github: 42 } })).toEqual({
      settings: {},
      problems: [],
    })
    expect(toSiteSettings({ newsletter: { action: 'https://' } }).problems).toEqual([
      { field: 'newsletter.action', message: '"https://" is not a valid address; ignored' },
    ])
  })

  it('drops and names http:, javascript: and other protocols, and a GitHub address that is no repository', () => {
    const { settings, problems } = toSiteSettings({
      newsletter: { action: 'http://lists.example.org/subscribe' },
      suggestions: { github: 'https://github.com/osck', form: 'javascript:alert(1)' },
    })
    expect(settings).toEqual({})
    expect(problems.map((p) => p.field)).toEqual(['newsletter.action', 'suggestions.github', 'suggestions.form'])
    expect(problems[0]?.message).toContain('is not an https address')
    expect(problems[2]?.message).toBe('"javascript:alert(1)" is not an https address; ignored')
    expect(toSiteSettings({ suggestions: { github: 'http://github.com/o/r' } }).settings).toEqual({})
  })

  it('names a form endpoint ignored because a repository is set', () => {
    const { settings, problems } = toSiteSettings({
      suggestions: { github: 'https://github.com/o/r', form: 'https://forms.example.org/f' },
    })
    expect(settings.suggestions).toEqual({ github: 'https://github.com/o/r' })
    expect(problems).toEqual([{ field: 'suggestions.form', message: 'ignored: suggestions.github is set' }])
  })
})

describe('formOrigins', () => {
  it('the origins forms post to, once each; none when nothing is set or suggestions go to GitHub', () => {
    expect(formOrigins({})).toEqual([])
    expect(
      formOrigins({
        newsletter: { action: 'https://a.example/x', field: 'email' },
        suggestions: { github: 'https://github.com/o/r' },
      }),
    ).toEqual(['https://a.example'])
    expect(
      formOrigins({ newsletter: { action: 'https://a.example/x', field: 'email' }, suggestions: { form: 'https://a.example/y' } }),
    ).toEqual(['https://a.example'])
  })
})

describe('suggestionIssueUrl', () => {
  it('prefills the title and body, encoded, without the email address', () => {
    const url = new URL(
      suggestionIssueUrl('https://github.com/o/r', {
        name: 'Jane',
        projectTitle: 'Boda & maps',
        projectDescription: 'Safer rides?',
      }),
    )
    expect(url.origin + url.pathname).toBe('https://github.com/o/r/issues/new')
    expect(url.searchParams.get('title')).toBe('Project idea: Boda & maps')
    expect(url.searchParams.get('body')).toBe('Safer rides?\n\nSuggested by Jane on the website.')
  })
})

describe('pageSettings', () => {
  const page = (json?: string) => {
    const doc = document.implementation.createHTMLDocument()
    if (json !== undefined) {
      const script = doc.createElement('script')
      script.type = 'application/json'
      script.id = SETTINGS_ELEMENT_ID
      script.textContent = json
      doc.head.append(script)
    }
    return doc
  }

  it('reads the page’s settings and checks them again; none, broken JSON or unsafe values: {}', () => {
    expect(pageSettings(page())).toEqual({})
    expect(pageSettings(page('{oops'))).toEqual({})
    expect(pageSettings(page('{"newsletter":{"action":"javascript:x"}}'))).toEqual({})
    expect(pageSettings(page('{"newsletter":{"action":"https://a.example/s","field":"email"}}'))).toEqual({
      newsletter: { action: 'https://a.example/s', field: 'email' },
    })
  })
})

describe('sendForm', () => {
  const stub = (answer: () => Promise<Response>) => {
    const fetchMock = vi.fn(answer)
    vi.stubGlobal('fetch', fetchMock)
    return fetchMock
  }
  afterEach(() => vi.unstubAllGlobals())

  it('posts the fields urlencoded; a 2xx answer is sent', async () => {
    const fetchMock = stub(async () => new Response('{}', { status: 201 }))
    expect(await sendForm('https://a.example/s', { email: 'r@example.com' })).toBe('sent')
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('https://a.example/s')
    expect(init).toMatchObject({ method: 'POST', mode: 'cors', credentials: 'omit' })
    expect(String(init.body)).toBe('email=r%40example.com')
  })

  it('any other status is refused; a failed request (down, offline, no CORS) is unreachable', async () => {
    stub(async () => new Response('bad address', { status: 400 }))
    expect(await sendForm('https://a.example/s', {})).toBe('refused')
    stub(async () => new Response('', { status: 503 }))
    expect(await sendForm('https://a.example/s', {})).toBe('refused')
    stub(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(await sendForm('https://a.example/s', {})).toBe('unreachable')
  })
})
