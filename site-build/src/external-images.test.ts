// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { probeImage, verdict } from './external-images'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
)
const ANSWERS: Record<string, [number, string, Buffer | string]> = {
  '/photo.png': [200, 'image/png', PNG],
  '/heavy.jpg': [200, 'image/jpeg', Buffer.alloc(600 * 1024)],
  '/drawing.svg': [200, 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
  '/page': [200, 'text/html; charset=utf-8', '<!doctype html><title>A photo page</title>'],
}

let server: Server
let origin = ''
let closedOrigin = ''

beforeAll(async () => {
  server = createServer((req, res) => {
    const [status, type, body] = ANSWERS[req.url ?? ''] ?? [404, 'text/plain', 'Not found']
    res.writeHead(status, { 'content-type': type }).end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // A port that was just free and is closed again: a host that is down.
  const closed = createServer()
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
  closedOrigin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`
  await new Promise((resolve) => closed.close(resolve))
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

/** What the site does with the image as if it were on an https host, given what the probe got. */
const onHttps = async (path: string, base = origin) => {
  const probe = await probeImage(`${base}${path}`)
  return { probe, ...verdict(`https://images.example.org${path}`, probe) }
}

describe('images on other hosts', () => {
  it('an image that answers: fetched, with its type and weight', async () => {
    const { probe, level, message } = await onHttps('/photo.png')
    expect(probe).toEqual({ fetched: true, status: 200, type: 'image/png', bytes: PNG.length })
    expect(level).toBe('ok')
    expect(message).toBe('fetched (image/png, 0 KB): shown')
  })

  it('a URL that answers a web page, or 404, is an error: the site will not show it', async () => {
    expect(await onHttps('/page')).toMatchObject({
      level: 'error',
      message:
        'fetched (text/html, 0 KB): not an image: not shown (link the image itself, not a page showing it)',
    })
    expect(await onHttps('/gone.png')).toMatchObject({
      level: 'error',
      message: 'fetched (404, text/plain, 0 KB): an error, not an image: not shown, its alt text is',
    })
  })

  it('an SVG from another host and a heavy image are named as warnings', async () => {
    expect(await onHttps('/drawing.svg')).toMatchObject({
      level: 'warning',
      message: expect.stringMatching(/^fetched \(image\/svg\+xml, 0 KB\): an SVG from another host/),
    })
    expect(await onHttps('/heavy.jpg')).toMatchObject({
      level: 'warning',
      message: expect.stringMatching(/^fetched \(image\/jpeg, 600 KB\): above the 400 KB budget/),
    })
  })

  it('a host that is down is named, not an error: the page keeps the image linked', async () => {
    const { probe, level, message } = await onHttps('/photo.png', closedOrigin)
    expect(probe).toEqual({ fetched: false, error: 'ECONNREFUSED' })
    expect(level).toBe('warning')
    expect(message).toBe(
      'not fetched (ECONNREFUSED): the page keeps it linked as written, so it shows wherever readers reach the host',
    )
  })

  it('an http: image is an error whatever its host answers (mixed content)', async () => {
    const probe = await probeImage(`${origin}/photo.png`)
    expect(verdict(`${origin}/photo.png`, probe)).toEqual({
      level: 'error',
      message:
        'fetched (image/png, 0 KB): http: is never shown (mixed content on the https site); write it with https://',
    })
  })
})
