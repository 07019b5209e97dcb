/**
 * A save with a token GitHub no longer accepts (it expired, or was revoked): Decap CMS answers
 * "Failed to persist entry: [object Object]". This preSave listener asks GitHub first and, on a
 * 401, refuses with words an organiser can act on. The entry stays in the form and in Decap's
 * local backup, which it offers back after signing in again.
 */
import { signedInReader } from './conflict'

export const SIGN_IN_EXPIRED_AT_SAVE =
  'Your GitHub sign-in has expired or was withdrawn, so nothing was sent. This entry is kept on this device: reload the page, choose "Login with GitHub", then open the entry again and accept the local backup.'

export async function refuseExpiredSignIn(
  status: () => Promise<number | undefined> = async () => (await signedInReader())?.tokenStatus(),
) {
  if ((await status()) === 401) throw new Error(SIGN_IN_EXPIRED_AT_SAVE)
  return undefined
}
