/**
 * The community's settings (`content/settings/community.yml`, docs/editing.md): where what visitors
 * send goes. Nothing set: the newsletter and the suggestion dialog stay local (docs/product.md).
 * Read by the build (pages, CSP, content check) and, in a remote's lazy chunk, in the browser.
 */
import { urlProtocol } from './safe-url'

/** A plain HTML form POST: `<form action method=post>` with the address in `field`. */
export interface FormTarget {
  action: string
  /** The name the provider expects for the email address (Buttondown, listmonk, Mailchimp: `email`, `EMAIL`). */
  field: string
}

export interface SiteSettings {
  newsletter?: FormTarget
  /** `github`: a prefilled issue at `<repository>/issues/new`; `form`: a POST of the dialog's fields. */
  suggestions?: { github: string } | { form: string }
}

export interface SettingsProblem {
  field: string
  message: string
}

/** The file the settings live in, under `content/`. */
export const SETTINGS_FILE = 'settings/community.yml'

/** The id of the `<script type="application/json">` that carries them in a generated page. */
export const SETTINGS_ELEMENT_ID = 'osck-settings'

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

/** An https URL, else undefined with the reason. */
function httpsUrl(value: string): { url?: string; reason?: string } {
  if (urlProtocol(value) !== 'https') return { reason: 'is not an https address' }
  try {
    return { url: new URL(value).href }
  } catch {
    return { reason: 'is not a valid address' }
  }
}

const GITHUB_REPO = /^https:\/\/github\.com\/([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/

/**
 * The settings as read from the file's data (parsed YAML or the page's JSON): every address must be
 * https (a GitHub repository's, for `suggestions.github`); anything else is dropped and named.
 */
export function toSiteSettings(data: unknown): { settings: SiteSettings; problems: SettingsProblem[] } {
  const settings: SiteSettings = {}
  const problems: SettingsProblem[] = []
  if (data !== undefined && data !== null && (typeof data !== 'object' || Array.isArray(data)))
    problems.push({ field: '(file)', message: 'is not a list of settings (key: value); ignored' })
  const root = record(data)
  const drop = (field: string, value: string, reason: string) =>
    problems.push({ field, message: `"${value}" ${reason}; ignored` })

  const newsletter = record(root.newsletter)
  const action = text(newsletter.action)
  if (action) {
    const { url, reason } = httpsUrl(action)
    if (url) settings.newsletter = { action: url, field: text(newsletter.field) || 'email' }
    else drop('newsletter.action', action, reason!)
  }

  const suggestions = record(root.suggestions)
  const github = text(suggestions.github)
  const form = text(suggestions.form)
  const repo = github.match(GITHUB_REPO)
  if (github && repo) settings.suggestions = { github: `https://github.com/${repo[1]}/${repo[2]}` }
  else if (github) drop('suggestions.github', github, 'is not a repository address (https://github.com/owner/name)')
  if (form && !settings.suggestions) {
    const { url, reason } = httpsUrl(form)
    if (url) settings.suggestions = { form: url }
    else drop('suggestions.form', form, reason!)
  } else if (form) problems.push({ field: 'suggestions.form', message: 'ignored: suggestions.github is set' })
  return { settings, problems }
}

/** The origins the site's forms may post to (the CSP's `form-action`, besides 'self'). */
export function formOrigins(settings: SiteSettings): string[] {
  const urls = [settings.newsletter?.action, settings.suggestions && 'form' in settings.suggestions ? settings.suggestions.form : undefined]
  return [...new Set(urls.filter((url): url is string => !!url).map((url) => new URL(url).origin))]
}

/** The GitHub "new issue" address, prefilled with a suggestion (its email stays out of a public issue). */
export function suggestionIssueUrl(
  repository: string,
  suggestion: { name: string; projectTitle: string; projectDescription: string },
): string {
  const url = new URL(`${repository}/issues/new`)
  url.searchParams.set('title', `Project idea: ${suggestion.projectTitle}`)
  url.searchParams.set('body', `${suggestion.projectDescription}\n\nSuggested by ${suggestion.name} on the website.`)
  return url.href
}

/** The settings a page carries (SETTINGS_ELEMENT_ID), checked again; none: {}. */
export function pageSettings(doc: Document = document): SiteSettings {
  const json = doc.getElementById(SETTINGS_ELEMENT_ID)?.textContent
  if (!json) return {}
  try {
    return toSiteSettings(JSON.parse(json)).settings
  } catch {
    return {}
  }
}

/** What a form endpoint answered, as far as the browser lets the page know. */
export type SendResult = 'sent' | 'refused' | 'unreachable'

/**
 * POSTs fields as a plain HTML form would (urlencoded: a simple request, no preflight), and reads
 * the answer. Only a provider that allows cross-origin reads (CORS) lets the page see it: 2xx is
 * 'sent', any other status 'refused'; down, offline, or no CORS (the browser hides the answer) is
 * 'unreachable'. Never 'sent' without the provider saying so.
 */
export async function sendForm(action: string, fields: Record<string, string>): Promise<SendResult> {
  try {
    const response = await fetch(action, {
      method: 'POST',
      mode: 'cors',
      credentials: 'omit',
      headers: { Accept: 'application/json' },
      body: new URLSearchParams(fields),
    })
    return response.ok ? 'sent' : 'refused'
  } catch {
    return 'unreachable'
  }
}
