import { dump } from 'js-yaml'
import { CONTENT_SCHEMA, type ContentField, type ContentSection } from '@osck/shared/build-kit'
import { EDITOR_SETTINGS, type EditorSettings } from './settings'
import { SETTINGS_COLLECTION } from './settings-collection'
import { notSetUpAuth } from './sign-in/not-set-up'
import { FORMAT } from './save/widget-names'
import { reservedSlugs } from './save/reserved-slugs'
import { titlePattern } from './save/title'
import { SLUG_TEMPLATE } from './save/fallback-name'
import { BACKEND, DATE_WIDGET, PHOTO_WIDGET } from './save/widget-names'

/** A Decap CMS field (https://decapcms.org/docs/widgets/): only the keys this site uses. */
export type EditorField = Record<string, unknown> & { name: string; label: string; widget: string }

const COLLECTIONS: Record<ContentSection, { label: string; singular: string }> = {
  blog: { label: 'Blog posts', singular: 'Blog post' },
  events: { label: 'Events', singular: 'Event' },
  projects: { label: 'Projects', singular: 'Project' },
}

/** The links the site keeps (safe-url.ts): the editor refuses anything else before saving. */
const LINK_PATTERN = ['^(https?|ircs?|mailto|xmpp):', 'Write a full address starting with https://']
/** A web address (registration, online): http or https only (safe-url.ts safeWebLink). */
/** `latitude, longitude` in degrees (normalize.ts reads it; content:check names one out of range). */
const COORDINATES_PATTERN = [
  '^ *-?[0-9]+(\\.[0-9]+)? *, *-?[0-9]+(\\.[0-9]+)? *$',
  'Write latitude, longitude: 0.3319, 32.5700',
]
const WEB_PATTERN = ['^[hH][tT][tT][pP][sS]?://', 'Write a full address starting with https://']
const SITE_OR_WEB_PATTERN = [
  '^([hH][tT][tT][pP][sS]?://|/[^/])',
  'Write a path of this site (/blog/…) or a full address starting with https://',
]

/** The list's name for an entry whose front matter cannot be read (no title: the one required field). */
export const UNREADABLE = 'Cannot be read: its front matter needs fixing in git'

/** The widget for one schema field: the editor's control for what the site reads. */
/** `section`: whose file the title names (its fixed pages' names are refused as titles). */
export function editorField(
  field: ContentField,
  settings: EditorSettings = EDITOR_SETTINGS,
  section?: ContentSection,
): EditorField {
  const base = { name: field.name, label: field.label, required: field.required === true }
  const hint = field.hint ? { hint: field.hint } : {}
  const widget = ((): Record<string, unknown> & { widget: string } => {
    switch (field.kind) {
      case 'text':
        if (field.options) return { widget: 'select', options: [...field.options], default: field.default }
        return {
          widget: field.multiline ? 'text' : 'string',
          ...(typeof field.default === 'string' ? { default: field.default } : {}),
        }
      case 'list':
        return { widget: 'list', allow_add: true }
      case 'count':
        return { widget: 'number', value_type: 'int', min: 0 }
      case 'flag':
        return { widget: 'boolean', default: field.default === true }
      case 'date':
        // The site reads YYYY-MM-DD, or YYYY-MM-DDTHH:MM when the time is shown (helpers.ts
        // parseDate): a date and a time input of our own (save/date-control.ts).
        return { widget: DATE_WIDGET, time: field.time === true }
      case 'image':
        // Decap's own media library refuses a larger file with a message naming the limit.
        // Decap's image control, whose thumbnail also shows a photo not saved yet
        // (form/photo-thumbnail.ts).
        return {
          widget: PHOTO_WIDGET,
          choose_url: false,
          media_library: { config: { max_file_size: settings.maxUploadBytes } },
        }
      case 'link':
        return { widget: 'string', pattern: LINK_PATTERN }
      case 'web':
        return { widget: 'string', pattern: field.sitePath ? SITE_OR_WEB_PATTERN : WEB_PATTERN }
      case 'coordinates':
        // One line of text, not Decap's map widget (OpenLayers) nor an object: a flat front matter
        // is read without js-yaml in the browser (simple-yaml.ts).
        return { widget: 'string', pattern: COORDINATES_PATTERN }
      case 'entries':
        // Each item its own small form (a speaker, an agenda line), collapsed to its first field.
        return {
          widget: 'list',
          allow_add: true,
          summary: `{{fields.${field.fields?.[0]?.name ?? 'title'}}}`,
          fields: (field.fields ?? []).map((sub) => editorField(sub, settings)),
        }
      case 'group':
        return {
          widget: 'object',
          collapsed: true,
          fields: (field.fields ?? []).map((sub) => editorField(sub, settings)),
        }
    }
  })()
  // Only the title names the file (a fixed page's name is refused).
  const title =
    field.name === 'title' && section ? { pattern: titlePattern(section, reservedSlugs(section)) } : {}
  return { ...base, ...widget, ...hint, ...title }
}

/** The markdown body, after the front matter. */
const BODY: EditorField = {
  name: 'body',
  label: 'Text',
  widget: 'markdown',
  required: false,
  modes: ['rich_text', 'raw'],
}

/**
 * Decap CMS's config.yml as an object, generated from the content schema
 * (shared/src/content/schema.ts). `local`: `pnpm editor`'s copy, which saves through decap-server
 * into the working tree instead of GitHub.
 */
export function editorConfig(settings: EditorSettings = EDITOR_SETTINGS, { local = false } = {}) {
  return {
    backend: {
      name: BACKEND,
      repo: settings.repo,
      branch: settings.branch,
      // The sign-in worker (sign-in/auth-worker.ts); with none, a page of the site saying so,
      // never Decap's default (Netlify's auth service). `pnpm editor` needs no sign-in.
      ...(settings.authUrl
        ? { base_url: settings.authUrl.replace(/\/+$/, '') }
        : local
          ? {}
          : notSetUpAuth(settings)),
      squash_merges: true,
    },
    // Online, every entry becomes a branch and a pull request that a section team reviews; locally
    // a save writes the working tree, and git is the review.
    ...(local
      ? { local_backend: { url: settings.localBackendUrl } }
      : { publish_mode: 'editorial_workflow' }),
    site_url: settings.siteUrl,
    display_url: settings.siteUrl,
    // Beside /admin/: the site's logo under whatever base path the site is published at.
    logo_url: '../images/logo.svg',
    media_folder: 'content/uploads',
    public_folder: '/uploads',
    // Titles become safe file names: ASCII, lowercase words and hyphens (content/README.md).
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [
      ...(Object.keys(COLLECTIONS) as ContentSection[]).map((section) => ({
        name: section,
        label: COLLECTIONS[section].label,
        label_singular: COLLECTIONS[section].singular,
        folder: `content/${section}`,
        extension: 'md',
        // YAML front matter saved key by key (save/front-matter.ts), registered by /admin/preview.js.
        format: FORMAT,
        create: true,
        // The title's slug; a title with no letter or digit names the file from the date instead.
        slug: SLUG_TEMPLATE,
        preview_path: `${section}/{{slug}}`,
        // The same folder as the site-wide one, named on each collection: Decap then lists its
        // photos when a new entry is opened by its address or reloaded (with the site-wide folder
        // alone it lists none), and shows a photo just uploaded in the form's thumbnail.
        media_folder: '/content/uploads',
        public_folder: '/uploads',
        // A hand-written file whose front matter Decap cannot parse is listed with no data: say so.
        summary: `{{title | default('${UNREADABLE}')}}`,
        fields: [...CONTENT_SCHEMA[section].map((field) => editorField(field, settings, section)), BODY],
      })),
      SETTINGS_COLLECTION,
    ],
  }
}

/** config.yml as published at /admin/config.yml. */
export function editorConfigYaml(
  settings: EditorSettings = EDITOR_SETTINGS,
  options = { local: false },
): string {
  const header = '# Generated by the shell build from shared/src/content/schema.ts: do not edit.\n'
  return header + dump(editorConfig(settings, options), { lineWidth: 120, noRefs: true })
}
