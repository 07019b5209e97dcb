import { SITE_ROUTES, type SiteRoute } from '@osck/shared/route-table'
import { describe, expect, it } from 'vitest'
import { nginxPageRoutes } from './nginx-page-routes'

describe("nginx's page locations", () => {
  it('are the route table, as committed in deploy/snippets/osck-page-routes.conf', async () => {
    await expect(nginxPageRoutes()).toMatchFileSnapshot('../../deploy/snippets/osck-page-routes.conf')
  })

  it('follow a route added to the table', () => {
    const table: SiteRoute[] = [
      ...SITE_ROUTES,
      { path: '/events/past', owner: 'events', screen: 'past', page: 'event-list', landing: true },
    ]
    expect(nginxPageRoutes(table)).toContain(
      'location ~ ^/events/past/?$ {\n    include snippets/osck-shell-headers.conf;\n    add_header Cache-Control "no-cache" always;\n    error_page 404 /404.html;\n    try_files /events/past/index.html =404;\n}',
    )
    const rendered = nginxPageRoutes(table)
    expect(rendered.indexOf('^/events/past/?$')).toBeLessThan(rendered.indexOf('^/events/([^/]+)/?$'))
    expect(nginxPageRoutes()).toContain('location ~ ^/blog/([^/]+)/?$ {')
    expect(nginxPageRoutes()).toContain('try_files $uri /blog/$1/index.html =404;')
  })
})
