import type { Rollup } from 'vite'
import { describe, expect, it } from 'vitest'
import { chunkOrigins, originOf } from './chunk-origins'

const ROOT = '/repo'

describe('originOf', () => {
  it('names a dependency by its package, scoped or not, however pnpm nests it', () => {
    expect(originOf('/repo/node_modules/.pnpm/react-dom@18.3.1/node_modules/react-dom/cjs/x.js', ROOT)).toBe(
      'react-dom',
    )
    expect(
      originOf(
        '/repo/node_modules/.pnpm/@chakra-ui+react@3/node_modules/@chakra-ui/react/dist/esm/a.js',
        ROOT,
      ),
    ).toBe('@chakra-ui/react')
  })

  it("names the site's own code by its workspace folder", () => {
    expect(originOf('/repo/shared/src/ui/system.ts', ROOT)).toBe('shared')
    expect(originOf('/repo/blog-app/src/routes/BlogListPage.tsx', ROOT)).toBe('blog-app')
  })

  it("gives a plugin's wrapper of a file that file's origin, and a module a plugin makes its id", () => {
    expect(originOf('\0/repo/node_modules/react/index.js?commonjs-module', ROOT)).toBe('react')
    expect(originOf('\0virtual:__federation__', ROOT)).toBe('virtual:__federation__')
    expect(originOf('\0vite/preload-helper.js', ROOT)).toBe('virtual:vite/preload-helper.js')
  })
})

describe('chunkOrigins', () => {
  it("sums each chunk's rendered bytes by origin, by file name, leaving out assets and empty modules", () => {
    const chunk = (fileName: string, modules: Record<string, number>) =>
      ({
        type: 'chunk',
        fileName,
        modules: Object.fromEntries(Object.entries(modules).map(([id, n]) => [id, { renderedLength: n }])),
      }) as unknown as Rollup.OutputChunk
    const bundle = {
      'assets/a.js': chunk('assets/a.js', {
        '/repo/node_modules/react-dom/a.js': 100,
        '/repo/node_modules/react-dom/b.js': 50,
        '/repo/shell/src/main.tsx': 10,
        '/repo/shell/src/unused.ts': 0,
      }),
      'assets/a.css': { type: 'asset', fileName: 'assets/a.css' } as Rollup.OutputAsset,
    } as Rollup.OutputBundle
    expect(chunkOrigins(bundle, ROOT)).toEqual({ 'assets/a.js': { 'react-dom': 150, shell: 10 } })
  })
})
