/**
 * admin/restore.js: a classic script that runs before /admin/decap-cms.js, so that the store
 * Decap makes holds each local backup until its form exists (backup-order.ts).
 */
import { backupAfterForm, type DraftState } from './backup-order'
import { backupSources, readBackupKeys } from './backup-source'
import { addStoreEnhancer, wrapDispatch } from './store-hook'

const sources = backupSources(localStorage)
addStoreEnhancer(
  window as unknown as Record<string, unknown>,
  wrapDispatch<DraftState>((store) => backupAfterForm(store.dispatch, store.getState, sources)),
)
void readBackupKeys().then((keys) => keys && sources.prune(keys))
