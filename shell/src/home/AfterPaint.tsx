import { useEffect } from 'react'

/**
 * Calls `onPainted` once the frame that first shows this component (and the siblings committed
 * with it) has been painted: a task queued from the next animation frame runs after that paint.
 */
export function AfterPaint({ onPainted }: { onPainted: () => void }) {
  useEffect(() => {
    let timer: number | undefined
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(onPainted, 0)
    })
    return () => {
      window.cancelAnimationFrame(frame)
      window.clearTimeout(timer)
    }
  }, [onPainted])
  return null
}
