// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { CHAKRA_ANATOMY, FEDERATION_EXPOSED_CHUNK, libraryAssumptions } from './library-assumptions'
import { EXPOSED_CHUNK } from './remote-chunks'

type Hook = (this: unknown, ...args: unknown[]) => void
const ANATOMY_ID = '/repo/node_modules/@chakra-ui/react/dist/esm/anatomy.js'

/** One build through the plugin: the modules it transforms, then the chunks it emits. */
function build(
  modules: Record<string, string>,
  chunkNames: string[],
  plugin = libraryAssumptions([CHAKRA_ANATOMY, FEDERATION_EXPOSED_CHUNK]),
) {
  const error = vi.fn((message: string) => {
    throw new Error(message)
  })
  const context = { error }
  vi.spyOn(console, 'error').mockImplementation(() => {})
  for (const [id, code] of Object.entries(modules)) (plugin.transform as Hook).call(context, code, id)
  const bundle = Object.fromEntries(chunkNames.map((name) => [`${name}.js`, { type: 'chunk', name }]))
  ;(plugin.generateBundle as Hook).call(context, {}, bundle)
}

describe('the build checks what its tricks assume of the libraries', () => {
  const anatomy = 'const accordionAnatomy = createAnatomy("accordion").parts("root")'

  it('passes while every assumption holds', () => {
    expect(() => build({ [ANATOMY_ID]: anatomy }, [EXPOSED_CHUNK, 'index'])).not.toThrow()
  })

  it("fails, naming it, when Chakra's anatomy module stops calling createAnatomy", () => {
    expect(() => build({ [ANATOMY_ID]: 'const a = defineAnatomy("accordion")' }, [EXPOSED_CHUNK])).toThrow(
      /createAnatomy/,
    )
  })

  it('fails when the anatomy module is gone from the build', () => {
    expect(() => build({}, [EXPOSED_CHUNK])).toThrow(/anatomy/)
  })

  it("fails when the federation plugin names the exposed module's chunk otherwise", () => {
    expect(() => build({ [ANATOMY_ID]: anatomy }, ['__mf_expose_Section'])).toThrow(EXPOSED_CHUNK)
  })

  it('passes the rebuilds of a watch, which transform only the modules that changed', () => {
    const watched = libraryAssumptions([CHAKRA_ANATOMY, FEDERATION_EXPOSED_CHUNK])
    build({ [ANATOMY_ID]: anatomy }, [EXPOSED_CHUNK], watched)
    expect(() => build({ '/repo/blog-app/src/section.tsx': '' }, [EXPOSED_CHUNK], watched)).not.toThrow()
    expect(() => build({}, ['index'], watched)).toThrow(EXPOSED_CHUNK)
  })
})
