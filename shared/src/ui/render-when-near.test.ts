import { describe, expect, it } from 'vitest'
import { renderWhenNear } from './render-when-near'

describe('renderWhenNear', () => {
  it('skips rendering until near the viewport, with the estimate standing in until the real size is known', () => {
    expect(renderWhenNear(440)).toEqual({
      contentVisibility: 'auto',
      containIntrinsicSize: 'auto 440px',
      overflowClipMargin: '24px',
    })
  })
})
