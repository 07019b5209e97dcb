// `pnpm content:check` on an upload whose bytes are no image: a PDF renamed poster.jpg. No browser.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { contentCheck } from '../editor/support/local-editor'

test('content:check fails, naming the file and field, on an upload no page can show', async () => {
  const content = mkdtempSync(join(tmpdir(), 'osck-unreadable-upload-'))
  mkdirSync(join(content, 'events'))
  mkdirSync(join(content, 'uploads'))
  writeFileSync(join(content, 'uploads', 'poster.jpg'), '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n')
  writeFileSync(
    join(content, 'events', 'launch.md'),
    '---\ntitle: Launch\ndate: 2030-05-01\nimage: /uploads/poster.jpg\n---\n',
  )
  const { status, output } = await contentCheck([content])
  expect(output, output).toMatch(/✖ events\/launch\.md \(image\): \/uploads\/poster\.jpg cannot be read as an image/)
  expect(status, output).toBe(1)
})
