import { describe, expect, it } from 'vitest'
import { refuseExpiredSignIn, SIGN_IN_EXPIRED_AT_SAVE } from './signed-in'

describe('refuseExpiredSignIn', () => {
  it('refuses with a message an organiser can act on when GitHub no longer accepts the token', async () => {
    await expect(refuseExpiredSignIn(async () => 401)).rejects.toThrow(SIGN_IN_EXPIRED_AT_SAVE)
  })

  it('lets the save through when GitHub accepts the token, or outside GitHub (pnpm editor)', async () => {
    await expect(refuseExpiredSignIn(async () => 200)).resolves.toBeUndefined()
    await expect(refuseExpiredSignIn(async () => undefined)).resolves.toBeUndefined()
  })
})
