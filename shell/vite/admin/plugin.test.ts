// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { adminEditor } from './plugin'

vi.mock('vite', async (original) => ({
  ...(await original<object>()),
  // The admin page's own scripts are bundled by their own build: its output is not this test's.
  build: vi.fn(async () => [{ output: [{ code: '/* module */' }] }]),
}))

/**
 * The editor is written beside the site's build, never into it: a visitor's first load is the same
 * with or without it (the shell's assets are byte-identical when the plugin is left out), and no
 * editor byte reaches a visitor.
 */
describe('the admin editor plugin', () => {
  it('has no hook that could resolve, load or transform a module of the site', () => {
    expect(Object.keys(adminEditor()).sort()).toEqual(['configureServer', 'generateBundle', 'name'])
  })

  it('only adds files under admin/, as assets', async () => {
    const emitted: { type: string; fileName: string }[] = []
    const plugin = adminEditor()
    const generateBundle = plugin.generateBundle as (this: unknown) => Promise<void>
    await generateBundle.call({ emitFile: (file: { type: string; fileName: string }) => emitted.push(file) })
    expect(emitted.length).toBeGreaterThan(5)
    expect(emitted.filter((file) => file.type !== 'asset' || !file.fileName.startsWith('admin/'))).toEqual([])
    expect(emitted.map((file) => file.fileName)).toEqual(
      expect.arrayContaining(['admin/index.html', 'admin/config.yml', 'admin/preview.js']),
    )
  })
})
