/** Posted to open pages when a stale remote entry or remotes manifest was served (see plugins.ts). */
export const UPDATE_MESSAGE = 'OSCK_UPDATE_AVAILABLE'
