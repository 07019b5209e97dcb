/**
 * The photos in a post's text (`![alt](/uploads/<file>)`, Decap's image component). Decap's
 * markdown preview draws each with Decap's own getAsset, which takes `/uploads/<file>` for the
 * address at the host's root: on a project site (`/osck-site/`) the photo was not there, and a photo
 * uploaded but not saved yet is nowhere on the site. The preview gets the getAsset the form's photo
 * field has (shown-asset.ts's entryGetAsset), and the image component's photo in the rich-text
 * editor is the form's photo field (form/photo-thumbnail.ts). A photo inside a sentence:
 * inline-photos.ts.
 */
import { PHOTO_WIDGET } from '../save/widget-names'
import { watchInlinePhotos, withInlinePhotos } from './inline-photos'
import { entryGetAsset } from './shown-asset'
import type { EntryLike } from './unsaved-upload'

type H = (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => unknown
type GetAsset = (path: string, field?: unknown) => unknown
interface PreviewProps {
  getAsset: GetAsset
  entry?: EntryLike
}
/** A field of an editor component, as Decap keeps it (an Immutable.js List of Maps). */
interface ComponentField {
  name: string
  widget?: string
}
interface EditorComponent {
  fields: { toJS(): ComponentField[] }
}
interface Widget {
  control: unknown
  preview: unknown
  schema?: unknown
}
interface Decap {
  getWidget(name: string): Widget | undefined
  registerWidget(name: string, control: unknown, preview: unknown, schema?: unknown): void
  getEditorComponents(): { get(id: string): EditorComponent | undefined }
  registerEditorComponent(component: Record<string, unknown>): void
}

/**
 * Decap's markdown preview, drawing the text's photos with the entry's getAsset, and those inside
 * a sentence with their shown addresses (inline-photos.ts).
 */
export function bodyPreview(preview: unknown, h: H) {
  const shown = withInlinePhotos(preview, h)
  return (props: PreviewProps): unknown =>
    h(shown, { ...props, getAsset: entryGetAsset(props.getAsset, () => props.entry) })
}

/** Decap's image component with its photo chosen in the form's photo field. */
export function withPhotoField(component: EditorComponent): Record<string, unknown> {
  const fields = component.fields
    .toJS()
    .map((field) => (field.widget === 'image' ? { ...field, widget: PHOTO_WIDGET } : field))
  return { ...component, fields }
}

export function registerBodyPhotos() {
  const { CMS: cms, h } = window as unknown as { CMS: Decap; h: H }
  const markdown = cms.getWidget('markdown')
  if (markdown)
    cms.registerWidget('markdown', markdown.control, bodyPreview(markdown.preview, h), markdown.schema)
  const image = cms.getEditorComponents().get('image')
  if (image) cms.registerEditorComponent(withPhotoField(image))
  watchInlinePhotos()
}
