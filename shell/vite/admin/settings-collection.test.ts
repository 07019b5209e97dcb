// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { editorConfig } from './config'

const settings = () => editorConfig().collections.find((c) => c.name === 'settings')

describe('the settings in the editor', () => {
  it('a file collection for content/settings/community.yml: newsletter and suggestions, https addresses', () => {
    const collection = settings()
    expect(collection && 'files' in collection).toBe(true)
    const [file] = collection && 'files' in collection ? collection.files : []
    expect(file).toMatchObject({ file: 'content/settings/community.yml', format: 'yml' })
    const fields = Object.fromEntries(
      file!.fields.map((group) => [group.name, group.fields.map((field) => field.name)]),
    )
    expect(fields).toEqual({ newsletter: ['action', 'field'], suggestions: ['github', 'form'] })
    const addresses = file!.fields.flatMap((group) => group.fields).filter((f) => f.name !== 'field')
    for (const field of addresses) {
      const pattern = new RegExp(('pattern' in field ? field.pattern : [''])[0]!)
      expect(field.required, field.name).toBe(false)
      expect(pattern.test('https://lists.example.org/subscribe'), field.name).toBe(true)
      for (const bad of ['http://lists.example.org', 'javascript:alert(1)', 'https://a b'])
        expect(pattern.test(bad), `${field.name}: ${bad}`).toBe(false)
    }
  })
})
