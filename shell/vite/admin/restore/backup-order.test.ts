import { describe, expect, it } from 'vitest'
import { SOURCE } from '../save/front-matter'
import {
  BACKUP_RETRIEVED,
  EMPTY_FORM,
  FORM_CHANGED,
  FORM_CLOSED,
  FORM_FROM_FILE,
  backupAfterForm,
  type Action,
} from './backup-order'
import { backupSources } from './backup-source'

const PUBLISHED = '---\ntitle: Meetup\n---\nBody\n'
const EDITED = '---\ntitle: Meetup in Ntinda\n---\nBody\n'
const post = (data: Record<string, unknown>, slug = 'meetup') => ({ collection: 'blog', slug, data })
const backup = (entry: object): Action => ({ type: BACKUP_RETRIEVED, payload: { entry } })
const fromFile = (entry: object): Action => ({ type: FORM_FROM_FILE, payload: { entry } })

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    key: (i: number) => [...items.keys()][i] ?? null,
    get length() {
      return items.size
    },
  }
}

/** Decap's store as far as it matters here: what reached the reducers, and the form's entry. */
function decapStore() {
  const reached: Action[] = []
  let draft: Record<string, unknown> = {}
  const sources = backupSources(memoryStorage())
  const dispatch = backupAfterForm(
    (action) => reached.push(action),
    () => ({
      entryDraft: {
        getIn: (path: string[]) =>
          path
            .slice(1)
            .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], draft),
      },
    }),
    sources,
  )
  const types = () => reached.map((action) => action.type)
  return { dispatch, reached, types, sources, setDraft: (entry: Record<string, unknown>) => (draft = entry) }
}

describe('a local backup and the form it belongs to', () => {
  it('holds an existing entry’s backup, read before GitHub answered, until its form is made from the file', () => {
    const store = decapStore()
    store.dispatch(backup(post({ title: 'Meetup in Ntinda' })))
    expect(store.types()).toEqual([])
    store.dispatch(fromFile(post({ title: 'Meetup', [SOURCE]: PUBLISHED })))
    expect(store.types()).toEqual([FORM_FROM_FILE, BACKUP_RETRIEVED])
  })

  it('holds a new entry’s backup until its empty form exists', () => {
    const store = decapStore()
    store.dispatch(backup({ collection: 'events', slug: '', data: { title: 'Kept meetup' } }))
    store.dispatch({ type: EMPTY_FORM, payload: { collection: 'events', slug: '', data: {} } })
    expect(store.types()).toEqual([EMPTY_FORM, BACKUP_RETRIEVED])
  })

  it('passes a backup read after its form at once', () => {
    const store = decapStore()
    store.dispatch(fromFile(post({ title: 'Meetup' })))
    store.dispatch(backup(post({ title: 'Meetup in Ntinda' })))
    expect(store.types()).toEqual([FORM_FROM_FILE, BACKUP_RETRIEVED])
  })

  it('drops a backup of a form that was closed, or of another entry than the form’s', () => {
    const store = decapStore()
    store.dispatch(backup(post({}, 'old-post')))
    store.dispatch({ type: FORM_CLOSED })
    store.dispatch(fromFile(post({})))
    store.dispatch(backup(post({}, 'old-post')))
    expect(store.types()).toEqual([FORM_CLOSED, FORM_FROM_FILE])
  })

  it('gives the backup of an existing entry the file its edits started from, kept when it was edited', () => {
    const store = decapStore()
    store.dispatch(fromFile(post({ title: 'Meetup', [SOURCE]: PUBLISHED })))
    store.setDraft({ collection: 'blog', slug: 'meetup', data: { title: 'Meetup in', [SOURCE]: PUBLISHED } })
    store.dispatch({ type: FORM_CHANGED })
    expect(store.sources.of('blog', 'meetup')).toBe(PUBLISHED)

    // The page is loaded again: Decap reads the backup of the edited file, then GitHub's file.
    const reloaded = decapStore()
    reloaded.sources.keep('blog', 'meetup', PUBLISHED)
    reloaded.dispatch(backup(post({ title: 'Meetup in Ntinda', [SOURCE]: EDITED })))
    reloaded.dispatch(fromFile(post({ title: 'Meetup', [SOURCE]: PUBLISHED })))
    const restored = reloaded.reached.at(-1)!.payload as { entry: ReturnType<typeof post> }
    expect(restored.entry.data).toEqual({ title: 'Meetup in Ntinda', [SOURCE]: PUBLISHED })
  })

  it('keeps no file for a new entry, and leaves a backup with none kept as Decap read it', () => {
    const store = decapStore()
    store.setDraft({ collection: 'blog', slug: '', data: { title: 'New' } })
    store.dispatch({ type: FORM_CHANGED })
    expect(store.sources.of('blog', '')).toBeUndefined()
    store.dispatch(backup(post({ title: 'Meetup in Ntinda', [SOURCE]: EDITED })))
    store.dispatch(fromFile(post({ title: 'Meetup', [SOURCE]: PUBLISHED })))
    const restored = store.reached.at(-1)!.payload as { entry: ReturnType<typeof post> }
    expect(restored.entry.data).toEqual({ title: 'Meetup in Ntinda', [SOURCE]: EDITED })
  })

  it('gives a backup, which keeps only the photos it holds, the photo library its form lists', () => {
    const store = decapStore()
    const upload = { path: 'content/uploads/new.jpg', url: 'blob:new', file: {} }
    const library = [
      { path: 'content/uploads/new.jpg', id: 'stale' },
      { path: 'content/uploads/meetup.jpg', id: 'a' },
    ]
    store.dispatch(fromFile(post({ title: 'Meetup' })))
    // Decap's form: an Immutable.js Map, its list of photos an Immutable.js List.
    store.setDraft({ mediaFiles: { toJS: () => library } })
    store.dispatch(backup({ ...post({ title: 'Meetup in Ntinda' }), mediaFiles: [upload] }))
    const restored = store.reached.at(-1)!.payload as { entry: { mediaFiles: unknown[] } }
    expect(restored.entry.mediaFiles).toEqual([upload, library[1]])
  })
})
