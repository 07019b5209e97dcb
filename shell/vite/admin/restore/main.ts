/**
 * admin/restore.js: a classic script that runs before /admin/decap-cms.js, so that the store
 * Decap makes holds each local backup until its form exists (backup-order.ts), and each backup
 * Decap writes keeps only the photos it holds itself (backup-media.ts).
 */
import { writeBackupsWithOwnPhotos } from './backup-media'
import { backupAfterForm, type DraftState } from './backup-order'
import { backupSources, readBackupKeys } from './backup-source'
import { addStoreEnhancer, wrapDispatch } from './store-hook'

writeBackupsWithOwnPhotos()
const sources = backupSources(localStorage)
addStoreEnhancer(
  window as unknown as Record<string, unknown>,
  wrapDispatch<DraftState>((store) => backupAfterForm(store.dispatch, store.getState, sources)),
)
void readBackupKeys().then((keys) => keys && sources.prune(keys))
