/**
 * The photo field (Decap's registerWidget): Decap's own image control, given a getAsset that
 * finds a photo uploaded but not saved yet. Decap's alone resolves `/uploads/<file>` to the site,
 * where the photo is not until the entry is published, so the form's thumbnail stayed blank; and
 * a published photo's `/uploads/<file>` is shown under the site's base path (preview/shown-asset.ts).
 */
import { entryGetAsset } from '../preview/shown-asset'
import type { EntryLike } from '../preview/unsaved-upload'
import { PHOTO_WIDGET } from '../save/widget-names'

interface Props {
  getAsset(path: string, field: unknown): unknown
  getEntry?: () => EntryLike
  entry?: EntryLike
}
type GetAsset = Props['getAsset']
interface Inner {
  isValid?: () => unknown
  shouldComponentUpdate?: (next: Props) => boolean
}
interface Wrapper {
  props: Props
  inner?: Inner
  outer?: GetAsset
  wrapped?: GetAsset
  wrap(outer: GetAsset): GetAsset
}
type CreateClass = (spec: Record<string, unknown> & ThisType<Wrapper>) => unknown
type H = (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => unknown
interface Decap {
  getWidget(name: string): { control: unknown; preview: unknown } | undefined
  registerWidget(name: string, control: unknown, preview: unknown): void
}

/** Decap's control wrapped: the same props, a getAsset that knows the unsaved upload. */
export function photoControl(imageControl: unknown, createClass: CreateClass, h: H) {
  return createClass({
    /**
     * Decap's getAsset, looking for an unsaved upload first. A new function only when Decap's
     * changes (it does once a photo loads), as Decap's control redraws on a new getAsset.
     */
    wrap(this: Wrapper, outer: GetAsset): GetAsset {
      if (outer !== this.outer || !this.wrapped) {
        this.outer = outer
        this.wrapped = entryGetAsset(outer, () => this.props.getEntry?.() ?? this.props.entry)
      }
      return this.wrapped
    },
    // Decap asks the control itself whether its value is valid and whether to redraw (a photo
    // chosen in the library arrives through props the field's own redraw rule ignores).
    isValid(this: Wrapper) {
      return this.inner?.isValid ? this.inner.isValid() : true
    },
    shouldComponentUpdate(this: Wrapper, next: Props) {
      const scu = this.inner?.shouldComponentUpdate
      return scu ? scu.call(this.inner, { ...next, getAsset: this.wrap(next.getAsset) }) : true
    },
    render(this: Wrapper) {
      return h(imageControl, {
        ...this.props,
        getAsset: this.wrap(this.props.getAsset),
        ref: (inner: Inner | null) => (this.inner = inner ?? undefined),
      })
    },
  })
}

export function registerPhotoThumbnail() {
  const page = window as unknown as { CMS: Decap; createClass: CreateClass; h: H }
  const image = page.CMS.getWidget('image')
  if (!image) return
  page.CMS.registerWidget(PHOTO_WIDGET, photoControl(image.control, page.createClass, page.h), image.preview)
}
