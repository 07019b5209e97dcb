// @vitest-environment node
import { load } from 'js-yaml'
import { describe, expect, it } from 'vitest'
import { localConfigYaml } from './plugin'

describe("pnpm editor's config.yml", () => {
  it('links to the dev site the editor is served from, on whatever port', () => {
    const config = load(localConfigYaml('localhost:5140')) as Record<string, unknown>
    expect(config).toMatchObject({ site_url: 'http://localhost:5140', display_url: 'http://localhost:5140' })
    expect(config).toHaveProperty('local_backend')
  })
})
