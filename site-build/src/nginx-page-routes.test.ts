import { describe, expect, it } from 'vitest'
import { nginxPageRoutes } from './nginx-page-routes'

describe("nginx's page locations", () => {
  it('are the page folders, as committed in deploy/snippets/osck-page-routes.conf', async () => {
    await expect(nginxPageRoutes()).toMatchFileSnapshot('../../deploy/snippets/osck-page-routes.conf')
  })

  it("answer any path under a section's base path: a page the section adds needs no new location", () => {
    const rendered = nginxPageRoutes()
    expect(rendered).toContain('location ~ ^(/events(?:/[^/]+)*)/?$ {')
    expect(rendered).toContain('try_files $uri $1/index.html =404;')
    const events = new RegExp(String.raw`^(/events(?:/[^/]+)*)/?$`)
    for (const path of ['/events', '/events/', '/events/zz-fixture-archive', '/events/a.b/'])
      expect(events.exec(path)?.[1], path).toBe(path.replace(/\/$/, ''))
    expect(events.test('/eventsroll')).toBe(false)
    expect(nginxPageRoutes(['zz-fixture'])).toContain('# /zz-fixture and every path under it')
  })
})
