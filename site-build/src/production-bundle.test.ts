import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { developmentChunks, productionBundleCheck } from './production-bundle'

const require = createRequire(import.meta.url)
/** A file of an installed React package (`react-dom/cjs/…`): the builds it ships, not what it exports. */
function reactFile(path: string): string {
  const [name, ...rest] = path.split('/')
  return readFileSync(join(dirname(require.resolve(`${name}/package.json`)), ...rest), 'utf8')
}

/** Runs the plugin's hooks over a bundle of `chunks`, as `vite build` in `mode` would. */
function check(chunks: Record<string, string>, mode = 'production') {
  const plugin = productionBundleCheck() as unknown as {
    configResolved: (config: { mode: string }) => void
    generateBundle: (this: { error: (message: string) => never }, options: unknown, bundle: unknown) => void
  }
  plugin.configResolved({ mode })
  const bundle = Object.fromEntries(
    Object.entries(chunks).map(([fileName, code]) => [fileName, { type: 'chunk', fileName, code }]),
  )
  const context = {
    error: (message: string): never => {
      throw new Error(message)
    },
  }
  plugin.generateBundle.call(context, {}, bundle)
}

describe("React's development build in a bundle", () => {
  it("finds each of React's development files, and none of its production files", () => {
    const development = {
      'react-dom.js': reactFile('react-dom/cjs/react-dom.development.js'),
      'react.js': reactFile('react/cjs/react.development.js'),
      'jsx.js': reactFile('react/cjs/react-jsx-runtime.development.js'),
    }
    expect(developmentChunks(development).map((found) => found.split(' ')[0])).toEqual([
      'react-dom.js',
      'react.js',
      'jsx.js',
    ])
    const production = {
      'react-dom.js': reactFile('react-dom/cjs/react-dom.production.min.js'),
      'react.js': reactFile('react/cjs/react.production.min.js'),
      'jsx.js': reactFile('react/cjs/react-jsx-runtime.production.min.js'),
    }
    expect(developmentChunks(production)).toEqual([])
  })

  it('fails a production build that holds it, naming the chunk', () => {
    const chunks = {
      'assets/index.js': 'console.log("app")',
      'assets/react-dom.js': reactFile('react-dom/cjs/react-dom.development.js'),
    }
    expect(() => check(chunks)).toThrow(/development build.*\n\s+assets\/react-dom\.js/s)
    expect(() =>
      check({ 'assets/index.js': reactFile('react-dom/cjs/react-dom.production.min.js') }),
    ).not.toThrow()
  })

  it('leaves a build made in another mode alone', () => {
    expect(() =>
      check({ 'a.js': reactFile('react-dom/cjs/react-dom.development.js') }, 'development'),
    ).not.toThrow()
  })
})
