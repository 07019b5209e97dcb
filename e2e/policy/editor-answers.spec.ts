// `pnpm editor` announces the editor's address only once it answers (scripts/answers.mjs). No browser.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { waitUntilAnswers } from '../../scripts/answers.mjs'

test('waits for every address: a 2xx where asked, any answer elsewhere; gives up at its deadline', async () => {
  let ready = false
  let asked = 0
  const server = createServer((req, res) => {
    if (req.url === '/admin/config.yml') asked++
    res.statusCode = req.url === '/admin/config.yml' ? (ready ? 200 : 503) : 404
    res.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  try {
    const checks = [{ url: `${origin}/admin/config.yml`, ok: true }, { url: `${origin}/api/v1` }]
    let answered: boolean | undefined
    const waiting = waitUntilAnswers(checks, { intervalMs: 50 }).then((value) => (answered = value))
    // Asked three times while the page answered 503: still waiting.
    await expect.poll(() => asked).toBeGreaterThanOrEqual(3)
    expect(answered).toBeUndefined()
    ready = true
    await expect.poll(() => answered).toBe(true)
    await waiting
    const closed = [{ url: 'http://127.0.0.1:9/admin/' }]
    expect(await waitUntilAnswers(closed, { intervalMs: 50, timeoutMs: 200 })).toBe(false)
  } finally {
    server.close()
  }
})
