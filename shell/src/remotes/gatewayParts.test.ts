import { beforeEach, describe, expect, it, vi } from 'vitest'
import { startGatewayParts } from './gatewayParts'

const imported = vi.hoisted(() => new Set<string>())
vi.mock('@osck/shared/dialog', () => (imported.add('dialog'), {}))
vi.mock('@osck/shared/tabs', () => (imported.add('tabs'), {}))
vi.mock('@osck/shared/forms', () => (imported.add('forms'), {}))

const events = { gatewayParts: { list: ['tabs', 'forms'], detail: [] } }

describe('startGatewayParts', () => {
  beforeEach(() => {
    imported.clear()
    vi.resetModules()
  })

  it("starts the parts the remote declares for the page's screen", async () => {
    expect(startGatewayParts('events', events, '/events')).toEqual(['tabs', 'forms'])
    await vi.waitFor(() => expect([...imported].sort()).toEqual(['forms', 'tabs']))
  })

  it('starts nothing for a screen without parts, another section or a remote that declares none', () => {
    expect(startGatewayParts('events', events, '/events/hack-night')).toEqual([])
    expect(startGatewayParts('events', events, '/blog')).toEqual([])
    expect(startGatewayParts('blog', {}, '/blog')).toEqual([])
    expect(startGatewayParts('blog', null, '/blog')).toEqual([])
  })

  it('ignores names the shell does not know', async () => {
    const odd = { gatewayParts: { list: ['__proto__', 'markdown', 42, 'dialog', 'toString'] } }
    expect(startGatewayParts('projects', odd, '/projects')).toEqual(['dialog'])
    await vi.waitFor(() => expect([...imported]).toEqual(['dialog']))
  })
})
