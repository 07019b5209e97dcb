/**
 * Decap keeps a local backup of an unsaved entry and offers it back when the entry is opened
 * again, but it lost it: opening an entry starts two reads at once, its backup from the browser
 * (IndexedDB) and its form from GitHub (an existing entry's file, or a new entry's empty form after
 * the photo listing), and Decap applies each as it arrives. The backup came first, was accepted,
 * and the form from GitHub then replaced it. Here Decap's store holds the backup (its
 * DRAFT_LOCAL_BACKUP_RETRIEVED) until the form of the same entry exists, so the backup, accepted,
 * fills that form. Decap's action names are its own (decap-cms-core's actions/entries.ts).
 */
import { SOURCE } from '../save/front-matter'
import { withLibrary, type MediaFile } from './backup-media'
import type { BackupSources } from './backup-source'

export const BACKUP_RETRIEVED = 'DRAFT_LOCAL_BACKUP_RETRIEVED'
/** A form made: from the file GitHub holds, or empty for a new entry. */
export const FORM_FROM_FILE = 'DRAFT_CREATE_FROM_ENTRY'
export const EMPTY_FORM = 'DRAFT_CREATE_EMPTY'
export const FORM_CHANGED = 'DRAFT_CHANGE_FIELD'
/** The editor closed its form. */
export const FORM_CLOSED = 'DRAFT_DISCARD'

export interface Action {
  type: string
  payload?: unknown
}
/** An entry as Decap's actions carry it (decap-cms-core's EntryValue). */
interface EntryValue {
  collection: string
  slug?: string
  data?: Record<string, unknown>
  mediaFiles?: MediaFile[]
}
/** Decap's state as far as read here: the entry in the form (an Immutable.js Map). */
export interface DraftState {
  entryDraft: { getIn(path: string[]): unknown }
}

const entryOf = (action: Action): EntryValue | undefined =>
  action.type === EMPTY_FORM
    ? (action.payload as EntryValue)
    : (action.payload as { entry?: EntryValue } | undefined)?.entry
/** An entry's name for matching a backup with its form: a new entry's slug is empty. */
const nameOf = (entry: EntryValue | undefined) => entry && `${entry.collection}/${entry.slug ?? ''}`

/**
 * Decap's dispatch with its backups held until their form exists. A backup of an existing entry
 * comes back with the file its edits started from (backup-source.ts), which the save keeps to and
 * compares with GitHub's file (save/conflict.ts), and every backup with the photo library the form
 * lists (backup-media.ts).
 */
export function backupAfterForm(
  dispatch: (action: Action) => unknown,
  getState: () => DraftState,
  sources: BackupSources,
) {
  /** The entry whose form is shown, while one is. */
  let form: string | undefined
  let held: Action | undefined
  const restored = (action: Action): Action => {
    const entry = entryOf(action)!
    const source = entry.slug ? sources.of(entry.collection, entry.slug) : undefined
    const data = source === undefined ? entry.data : { ...entry.data, [SOURCE]: source }
    const listed = getState().entryDraft.getIn(['entry', 'mediaFiles']) as
      | { toJS?(): MediaFile[] }
      | undefined
    const mediaFiles = withLibrary(entry.mediaFiles ?? [], listed?.toJS?.() ?? [])
    return { ...action, payload: { ...(action.payload as object), entry: { ...entry, data, mediaFiles } } }
  }
  return (action: Action): unknown => {
    if (action.type === BACKUP_RETRIEVED && form === undefined) {
      held = action
      return action
    }
    // A backup read for a form closed since (the organiser went on to another entry) is dropped.
    if (action.type === BACKUP_RETRIEVED && nameOf(entryOf(action)) !== form) return action
    if (action.type === BACKUP_RETRIEVED) return dispatch(restored(action))
    const result = dispatch(action)
    if (action.type === FORM_FROM_FILE || action.type === EMPTY_FORM) {
      form = nameOf(entryOf(action))
      const backup = held
      held = undefined
      if (backup && nameOf(entryOf(backup)) === form) dispatch(restored(backup))
    } else if (action.type === FORM_CLOSED) {
      form = held = undefined
    } else if (action.type === FORM_CHANGED) {
      const draft = getState().entryDraft
      const source = draft.getIn(['entry', 'data', SOURCE])
      const [collection, slug] = ['collection', 'slug'].map((key) => draft.getIn(['entry', key]))
      if (typeof source === 'string' && typeof slug === 'string' && slug)
        sources.keep(String(collection), slug, source)
    }
    return result
  }
}
