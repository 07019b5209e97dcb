/**
 * The community's settings in the editor: one file, content/settings/community.yml, read by the
 * build (site-build/src/site-settings.ts, shared/src/content/site-settings.ts). Every address must
 * be https; the build drops any other and `pnpm content:check` names it.
 */
const HTTPS = ['^https://\\S+$', 'Must be an https:// address']
const optional = { widget: 'string', required: false, pattern: HTTPS } as const

export const SETTINGS_COLLECTION = {
  name: 'settings',
  label: 'Settings',
  editor: { preview: false },
  files: [
    {
      name: 'community',
      label: 'Where visitors’ messages go',
      file: 'content/settings/community.yml',
      format: 'yml',
      fields: [
        {
          name: 'newsletter',
          label: 'Newsletter',
          widget: 'object',
          required: false,
          hint: 'Empty: the Subscribe form thanks the visitor and sends nothing.',
          fields: [
            {
              ...optional,
              name: 'action',
              label: 'Subscribe form address',
              hint: 'The action of your provider’s HTML subscribe form (Buttondown, listmonk, Mailchimp).',
            },
            {
              name: 'field',
              label: 'Name of the email field',
              widget: 'string',
              required: false,
              default: 'email',
              hint: 'What the provider’s form calls the address: email (Buttondown, listmonk), EMAIL (Mailchimp).',
            },
          ],
        },
        {
          name: 'suggestions',
          label: 'Project suggestions',
          widget: 'object',
          required: false,
          hint: 'Empty: the Suggest a Project dialog thanks the visitor and sends nothing.',
          fields: [
            {
              ...optional,
              name: 'github',
              label: 'GitHub repository',
              hint: 'https://github.com/owner/name: a suggestion opens a new issue there, filled in.',
            },
            {
              ...optional,
              name: 'form',
              label: 'Or a form endpoint',
              hint: 'A form service’s address that accepts name, email, projectTitle, projectDescription.',
            },
          ],
        },
      ],
    },
  ],
}
