// @vitest-environment node
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { lintContent } from './content-lint'

/** The event fields of issue 47, as `pnpm content:check` names them. */
const lint = (frontmatter: Record<string, unknown>) =>
  lintContent(
    [{ section: 'events', file: 'a.md', frontmatter: { title: 'T', ...frontmatter }, content: '' }],
    mkdtempSync(join(tmpdir(), 'osck-lint-events-')),
  ).map(({ level, file, field, message }) => `${level} ${file} ${field}: ${message}`)

describe('content lint: event registration', () => {
  it.each(['javascript:alert(1)', 'mailto:rsvp@example.org', 'lu.ma/x', 'ftp://example.org/form'])(
    'a registration link %j that is not http(s) is dropped and named',
    (registration) => {
      expect(lint({ registration })).toEqual([
        `error events/a.md registration: ${JSON.stringify(registration)} is not an http or https URL; it is dropped`,
      ])
    },
  )

  it('accepts an https registration link with capacity and status text', () => {
    expect(lint({ registration: 'https://lu.ma/x', capacity: '40 seats', status: 'Waitlist open' })).toEqual(
      [],
    )
  })
})
