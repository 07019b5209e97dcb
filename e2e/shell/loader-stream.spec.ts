import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { afterFrames } from '../support/app'
import { layoutShifts, observePaint } from '../images/support'

/**
 * On a slow connection a page's HTML arrives in pieces, and the browser paints what it has: the
 * start-up loader may be painted before its text is parsed. Served here split just before that
 * text, with a pause; every other file comes from the site as `pnpm start` serves it.
 */
async function splitServer(site: string, path: string): Promise<Server> {
  const html = await (await fetch(new URL(path, site))).text()
  const cut = html.indexOf('<span>Loading')
  expect(cut, 'the loader text').toBeGreaterThan(0)
  const server = createServer(async (req, res) => {
    if (req.url !== path) {
      const answer = await fetch(new URL(req.url ?? '/', site))
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' })
      res.end(Buffer.from(await answer.arrayBuffer()))
      return
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.write(html.slice(0, cut))
    setTimeout(() => res.end(html.slice(cut)), 600)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return server
}

test('the start-up loader keeps its place while the page streams in (no layout shift)', async ({
  page,
  baseURL,
}) => {
  const server = await splitServer(baseURL!, '/projects')
  try {
    await observePaint(page)
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/projects`)
    await expect(page.locator('#app-loader span')).toBeVisible()
    await afterFrames(page)
    expect(await layoutShifts(page)).toEqual([])
  } finally {
    server.close()
  }
})
