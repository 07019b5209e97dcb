// `pnpm content:check` on a post whose images are on other hosts: a second local origin (HTTPS,
// its certificate given to Node) and a host that is down. No browser.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { contentCheck } from '../editor/support/local-editor'
import { downOrigin, startExternalHost } from '../support/external-host'

test('content:check names every image on another host: file, URL, fetched or not, weight; what will not show is an error', async () => {
  const host = await startExternalHost({
    '/meetup.png': { type: 'image/png', body: Buffer.alloc(12 * 1024) },
    '/slide.svg': { type: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
    '/photo-page': { type: 'text/html', body: '<!doctype html><title>A photo</title>' },
  })
  const down = await downOrigin()
  try {
    const content = mkdtempSync(join(tmpdir(), 'osck-external-content-'))
    mkdirSync(join(content, 'blog'))
    const body = [
      `![Photo](${host.origin}/meetup.png)`,
      `![Slide](${host.origin}/slide.svg)`,
      `![Mixed](${host.origin.replace('https:', 'http:')}/meetup.png)`,
      `![Inline](data:image/png;base64,${'A'.repeat(3 * 1024 * 1024)})`,
      `![Page](${host.origin}/photo-page)`,
      `![Down](${down}/gone.png)`,
    ].join('\n\n')
    writeFileSync(join(content, 'blog', 'elsewhere.md'), `---\ntitle: Elsewhere\n---\n${body}\n`)

    const { status, output } = await contentCheck([content], { NODE_EXTRA_CA_CERTS: host.certificate })
    const line = (text: string) => expect(output, output).toContain(text)
    line(`✓ blog/elsewhere.md: body (line 1): ${host.origin}/meetup.png: fetched (image/png, 12 KB): shown`)
    line(`⚠ blog/elsewhere.md: body (line 3): ${host.origin}/slide.svg: fetched (image/svg+xml, 0 KB): an SVG from another host`)
    // An https port does not answer http: however that fetch fails, the verdict is the same.
    const mixed = `✖ blog/elsewhere.md: body (line 5): ${host.origin.replace('https:', 'http:')}/meetup.png: not fetched (`
    expect(output.split('\n').find((text) => text.startsWith(mixed)), output).toContain(
      '): http: is never shown (mixed content on the https site)',
    )
    line('✖ blog/elsewhere.md: body (line 7): a data: URI of 3072 KB: the site shows no inline image')
    line(`✖ blog/elsewhere.md: body (line 9): ${host.origin}/photo-page: fetched (text/html, 0 KB): not an image: not shown`)
    line(`⚠ blog/elsewhere.md: body (line 11): ${down}/gone.png: not fetched (ECONNREFUSED): the page keeps it linked as written`)
    expect(status).toBe(1)
  } finally {
    await host.close()
  }
})
