import { afterEach, describe, expect, it } from 'vitest'
import { PHOTO_WIDGET } from '../save/widget-names'
import { bodyPreview, registerBodyPhotos, withPhotoField } from './body-photos'
import { forgetBase, publishedUnder } from './published-under'

/** Decap's image component (decap-cms-editor-component-image) as its registry keeps it. */
const toPreview = () => 'img'
const imageComponent = {
  id: 'image',
  label: 'Image',
  toPreview,
  fields: {
    toJS: () => [
      { label: 'Image', name: 'image', widget: 'image', media_library: { allow_multiple: false } },
      { label: 'Alt Text', name: 'alt' },
    ],
  },
}
/** React's createElement as far as used: what it was given. */
const h = (type: unknown, props: Record<string, unknown> | null) => ({ type, props })

afterEach(forgetBase)

describe('the photos in a post’s text', () => {
  it('are drawn in the preview by Decap’s markdown preview with the entry’s getAsset: under the base, or an unsaved upload', () => {
    publishedUnder('/osck-site/')
    const entry = {
      getIn: () => ({ toJS: () => [{ path: 'content/uploads/new.jpg', url: 'blob:https://a/1' }] }),
    }
    const decaps = (path: string) => ({ toString: () => path, url: path })
    const drawn = bodyPreview('MarkdownPreview', h)({ getAsset: decaps, entry, value: 'text' } as never) as {
      type: unknown
      props: { getAsset(path: string): unknown; value: string }
    }
    expect(drawn.type).toBe('MarkdownPreview')
    expect(drawn.props.value).toBe('text')
    expect(String(drawn.props.getAsset('/uploads/meetup.jpg'))).toBe('/osck-site/uploads/meetup.jpg')
    expect(String(drawn.props.getAsset('/uploads/new.jpg'))).toBe('blob:https://a/1')
  })

  it('are chosen in the rich-text editor with the form’s photo field; the image component is otherwise Decap’s', () => {
    const component = withPhotoField(imageComponent)
    expect(component).toMatchObject({ id: 'image', label: 'Image', toPreview })
    expect(component.fields).toEqual([
      { label: 'Image', name: 'image', widget: PHOTO_WIDGET, media_library: { allow_multiple: false } },
      { label: 'Alt Text', name: 'alt' },
    ])
  })

  it('are registered with Decap: its markdown widget with the same control and schema, its image component replaced', () => {
    const registered: unknown[][] = []
    const page = window as unknown as Record<string, unknown>
    page.h = h
    page.CMS = {
      getWidget: (name: string) =>
        name === 'markdown' ? { control: 'Control', preview: 'Preview', schema: 'Schema' } : undefined,
      registerWidget: (...args: unknown[]) => registered.push(['widget', ...args]),
      getEditorComponents: () => new Map([['image', imageComponent]]),
      registerEditorComponent: (component: { id: string }) => registered.push(['component', component.id]),
    }
    registerBodyPhotos()
    expect(registered).toEqual([
      ['widget', 'markdown', 'Control', expect.any(Function), 'Schema'],
      ['component', 'image'],
    ])
    delete page.CMS
    delete page.h
  })
})
