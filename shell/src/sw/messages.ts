/** Posted to open pages when a stale remote entry or remotes manifest was served (see plugins.ts). */
export const UPDATE_MESSAGE = 'OSCK_UPDATE_AVAILABLE'
/**
 * Sent by a page once it listens (watchUpdates.ts): the worker answers with the URLs it served that
 * page stale. A budget phone may start listening only after the network's newer copy arrived, and a
 * message posted before a page listens is lost.
 */
export const STALE_QUERY = 'OSCK_WHICH_STALE'
