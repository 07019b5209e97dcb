import type { Rollup } from 'vite'
import { describe, expect, it } from 'vitest'
import { startupChunks } from './startup-preload'

const chunk = (name: string, fileName: string, imports: string[] = [], dynamicImports: string[] = []) =>
  ({ type: 'chunk', name, fileName, imports, dynamicImports }) as unknown as Rollup.OutputChunk

function bundleOf(...chunks: Rollup.OutputChunk[]): Rollup.OutputBundle {
  return Object.fromEntries(chunks.map((c) => [c.fileName, c]))
}

describe('startupChunks', () => {
  it('lists bootstrap, the start-up shared modules and everything they import, once each', () => {
    const bundle = bundleOf(
      chunk('index', 'assets/index.js', ['assets/remotes.js'], ['assets/bootstrap.js']),
      chunk('remotes', 'assets/remotes.js'),
      chunk('bootstrap', 'assets/bootstrap.js', ['assets/jsx-runtime.js']),
      chunk('jsx-runtime', 'assets/jsx-runtime.js', ['assets/react-shared.js']),
      chunk('__federation_shared_react', 'assets/react-shared.js'),
      chunk('__federation_shared_react-dom', 'assets/react-dom-shared.js'),
      chunk('__federation_shared_@osck/shared', 'assets/gateway.js', [
        'assets/recipes.js',
        'assets/remotes.js',
      ]),
      chunk('recipes', 'assets/recipes.js', ['assets/jsx-runtime.js']),
      // Screen-specific parts load with their screen, not at start-up.
      chunk('__federation_shared_@osck/shared/dialog', 'assets/dialog.js'),
      chunk('HomePage', 'assets/HomePage.js', ['assets/recipes.js']),
    )
    expect(startupChunks(bundle).sort()).toEqual(
      [
        'assets/bootstrap.js',
        'assets/gateway.js',
        'assets/jsx-runtime.js',
        'assets/react-dom-shared.js',
        'assets/react-shared.js',
        'assets/recipes.js',
        'assets/remotes.js',
      ].sort(),
    )
  })
})
