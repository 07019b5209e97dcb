import { afterEach, describe, expect, it } from 'vitest'
import { forgetBase, publishedUnder } from './published-under'
import { entryGetAsset, shownAsset, shownGetAsset, shownUpload } from './shown-asset'

/** An asset as Decap's AssetProxy answers: its address by toString and by `url`. */
const asset = (url: string) => ({ toString: () => url, url, path: '/uploads/meetup.jpg' })

/** Decap's entry with its photos (an Immutable.js Map and List, as far as read). */
const entryWith = (...files: { path: string; url: string }[]) => ({
  getIn: (path: string[]) => (path[0] === 'mediaFiles' ? { toJS: () => files } : undefined),
})

afterEach(forgetBase)

describe('shownAsset', () => {
  it('shows a root-relative site path under the base the admin page names', () => {
    publishedUnder('/osck-site/')
    const shown = shownAsset(asset('/uploads/meetup.jpg'))
    expect(String(shown)).toBe('/osck-site/uploads/meetup.jpg')
    expect(shown).toMatchObject({ url: '/osck-site/uploads/meetup.jpg', path: '/uploads/meetup.jpg' })
  })

  it('leaves the asset itself when nothing changes: at the host root, a blob, another host', () => {
    publishedUnder('/osck-site/')
    for (const url of [
      'blob:https://osck.github.io/1',
      'https://cdn.example.org/a.jpg',
      '//cdn.example.org/a.jpg',
    ]) {
      const given = asset(url)
      expect(shownAsset(given)).toBe(given)
    }
    publishedUnder('/')
    const root = asset('/uploads/meetup.jpg')
    expect(shownAsset(root)).toBe(root)
  })

  it('passes on what is not an asset with an address', () => {
    expect(shownAsset(undefined)).toBeUndefined()
    const empty = { toString: () => '' }
    expect(shownAsset(empty)).toBe(empty)
  })
})

describe('shownGetAsset', () => {
  it("shows Decap's answer under the base, given at once or later", async () => {
    publishedUnder('/osck-site/')
    const now = shownGetAsset((path: string) => asset(path))
    expect(String(now('/uploads/meetup.jpg'))).toBe('/osck-site/uploads/meetup.jpg')
    const later = shownGetAsset((path: string) => Promise.resolve(asset(path)))
    expect(String(await later('/uploads/meetup.jpg'))).toBe('/osck-site/uploads/meetup.jpg')
  })
})

describe('entryGetAsset', () => {
  it('gives a photo uploaded but not saved yet by its blob: address, any other under the base', () => {
    publishedUnder('/osck-site/')
    const entry = entryWith({ path: 'content/uploads/new.jpg', url: 'blob:https://osck.github.io/2' })
    const getAsset = entryGetAsset(
      (path: string) => asset(path),
      () => entry,
    )
    expect(String(getAsset('/uploads/new.jpg'))).toBe('blob:https://osck.github.io/2')
    expect(getAsset('/uploads/new.jpg')).toMatchObject({ path: '/uploads/new.jpg' })
    expect(String(getAsset('/uploads/meetup.jpg'))).toBe('/osck-site/uploads/meetup.jpg')
    const noEntry = entryGetAsset(
      (path: string) => asset(path),
      () => undefined,
    )
    expect(String(noEntry('/uploads/new.jpg'))).toBe('/osck-site/uploads/new.jpg')
  })
})

describe('shownUpload', () => {
  it('shows an upload’s site path as entryGetAsset does: unsaved by its blob:, else under the base', () => {
    publishedUnder('/osck-site/')
    const entry = entryWith({ path: 'content/uploads/new.jpg', url: 'blob:https://osck.github.io/3' })
    expect(shownUpload('/uploads/new.jpg', entry)).toBe('blob:https://osck.github.io/3')
    expect(shownUpload('/uploads/meetup.jpg', entry)).toBe('/osck-site/uploads/meetup.jpg')
    expect(shownUpload('/uploads/meetup.jpg', undefined)).toBe('/osck-site/uploads/meetup.jpg')
  })

  it('leaves any other address: another folder, already under the base, another host', () => {
    publishedUnder('/osck-site/')
    for (const src of ['/images/logo.svg', '/osck-site/uploads/a.jpg', 'https://a.example/uploads/a.jpg'])
      expect(shownUpload(src, undefined)).toBeUndefined()
  })
})
