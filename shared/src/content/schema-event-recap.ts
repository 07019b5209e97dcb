import type { ContentField } from './schema'

/** One photo of a recap's gallery: one that is missing or not an image is left out (and named). */
export const RECAP_PHOTO_FIELDS: readonly ContentField[] = [
  { name: 'photo', kind: 'image', label: 'Photo', required: true },
  {
    name: 'caption',
    kind: 'text',
    label: 'Caption',
    hint: 'What the photo shows: screen readers read it, the enlarged photo shows it.',
  },
]

/** What an event leaves behind: shown above its text once it is past. */
export const RECAP_FIELD: ContentField = {
  name: 'recap',
  kind: 'group',
  label: 'Recap',
  hint: 'After the event: photos, slides, the recording and a write-up, shown above the text.',
  fields: [
    { name: 'photos', kind: 'entries', label: 'Photos', fields: RECAP_PHOTO_FIELDS },
    { name: 'slides', kind: 'web', label: 'Slides', hint: 'An https:// address of the slides.' },
    {
      name: 'recording',
      kind: 'web',
      label: 'Recording',
      hint: 'An https:// address (YouTube, PeerTube…): a picture links there, no player is loaded.',
    },
    {
      name: 'writeup',
      kind: 'web',
      sitePath: true,
      label: 'Write-up',
      hint: 'A post of this site (/blog/…) or an https:// address.',
    },
  ],
}
