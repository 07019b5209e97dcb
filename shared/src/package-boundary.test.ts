// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>
  exports: Record<string, string>
}

describe('the gateway package', () => {
  it('depends at run time only on what the browser runs: the publishing libraries live in @osck/site-build', () => {
    for (const nodeOnly of [
      'sharp',
      'satori',
      '@resvg/resvg-js',
      'feed',
      'ics',
      'sitemap',
      'gray-matter',
      'vite',
    ])
      expect(Object.keys(pkg.dependencies)).not.toContain(nodeOnly)
  })

  it('exports no build code: every entry is a file under src/', () => {
    const entries = Object.entries(pkg.exports).filter(([name]) => name !== './package.json')
    for (const [, file] of entries) expect(file).toMatch(/^\.\/src\//)
  })
})
