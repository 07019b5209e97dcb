import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as terser from 'terser'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cachedTerser } from './cached-minify'

vi.mock('terser', async (importOriginal) => {
  const actual = await importOriginal<typeof terser>()
  return { ...actual, minify: vi.fn(actual.minify) }
})

const OPTIONS = { module: true, compress: { passes: 2 }, format: { comments: false } }
const ES = { format: 'es', sourcemap: false } as const
const CODE =
  'export function greet(personName) {\n  const greeting = "Hello, " + personName\n  return greeting\n}\n'

type Handler = (code: string, chunk: unknown, output: unknown) => Promise<{ code: string; map?: unknown }>

function minifier(cacheDir: string, preambleFor?: (code: string) => string | undefined) {
  const plugin = cachedTerser(OPTIONS, cacheDir, preambleFor)
  ;(plugin.buildStart as () => void)()
  const hook = plugin.renderChunk as { order: string; handler: Handler }
  return {
    order: hook.order,
    run: (code: string, output: object = ES) => hook.handler(code, {}, output),
    finish: () => (plugin.closeBundle as () => void)(),
  }
}

describe('cachedTerser', () => {
  let cacheDir: string
  beforeEach(() => {
    cacheDir = mkdtempSync(join(tmpdir(), 'osck-minify-test-'))
    vi.mocked(terser.minify).mockClear()
  })
  afterEach(() => rmSync(cacheDir, { recursive: true, force: true }))

  it('runs after the other renderChunk hooks, where Vite minifies', () => {
    expect(minifier(cacheDir).order).toBe('post')
  })

  it('gives what terser gives, with the options Vite passes', async () => {
    const result = await minifier(cacheDir).run(CODE)
    const expected = await vi.mocked(terser.minify).getMockImplementation()!(CODE, {
      safari10: true,
      ...OPTIONS,
      sourceMap: false,
      module: true,
      toplevel: false,
    })
    expect(result.code).toBe(expected.code)
    expect(result.code).not.toContain('greeting')
  })

  it('minifies unchanged code once, then answers from the cache on disk', async () => {
    const first = await minifier(cacheDir).run(CODE)
    const again = await minifier(cacheDir).run(CODE)
    expect(again.code).toBe(first.code)
    expect(terser.minify).toHaveBeenCalledTimes(1)
    expect(readdirSync(cacheDir)).toHaveLength(1)
  })

  it('minifies again when the code, the output format or source maps change', async () => {
    const run = minifier(cacheDir).run
    await run(CODE)
    await run(CODE.replace('Hello', 'Hi'))
    await run(CODE, { format: 'cjs', sourcemap: false })
    const mapped = await run(CODE, { format: 'es', sourcemap: true })
    expect(terser.minify).toHaveBeenCalledTimes(4)
    expect(mapped.map).toBeTruthy()
  })

  it('heads a chunk with the line preambleFor gives for its code, source map lines shifted', async () => {
    const preambleFor = (code: string) => (code.includes('welcome') ? '//# hint' : undefined)
    const run = minifier(cacheDir, preambleFor).run
    const plain = await run(CODE)
    const headed = await run(CODE.replace('greet', 'welcome'), { format: 'es', sourcemap: true })
    expect(plain.code).not.toContain('//# hint')
    expect(headed.code).toBe(`//# hint\n${plain.code.replace('greet', 'welcome')}`)
    // The map's first line (the hint's) maps nothing: the code's mappings start one line down.
    const map = (typeof headed.map === 'string' ? JSON.parse(headed.map) : headed.map) as { mappings: string }
    expect(map.mappings.startsWith(';')).toBe(true)
  })

  it('prunes the cache when the build ends, keeping the entries it used', async () => {
    const { run, finish } = minifier(cacheDir)
    await run(CODE)
    const stale = join(cacheDir, 'stale.json')
    writeFileSync(stale, '{}')
    const monthAgo = new Date(Date.now() - 30 * 24 * 3600 * 1000)
    utimesSync(stale, monthAgo, monthAgo)
    finish()
    expect(readdirSync(cacheDir)).toHaveLength(1)
    expect(readdirSync(cacheDir)).not.toContain('stale.json')
  })
})
