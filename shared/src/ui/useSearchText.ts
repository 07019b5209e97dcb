import { useEffect, useRef, useState } from 'react'

/**
 * The search box's own text, kept in step with the URL's `q`.
 *
 * The router applies URL changes in a transition, so an input controlled by
 * the URL alone lags behind fast typing and drops keystrokes. The box keeps
 * its text locally and sends each change on (`send(value, continued)`, where
 * `continued` is false for the first keystroke into an empty box, so callers
 * can add one history entry and then replace it).
 * A URL change that is not one of ours (Clear Filters, Back, a shared link)
 * replaces the text.
 */
export function useSearchText(urlValue: string, send: (value: string, continued: boolean) => void) {
  const [text, setText] = useState(urlValue)
  const sent = useRef<string[]>([])

  useEffect(() => {
    const echo = sent.current.indexOf(urlValue)
    if (echo >= 0) {
      sent.current.splice(0, echo + 1)
      return
    }
    sent.current = []
    setText(urlValue)
  }, [urlValue])

  const change = (value: string) => {
    sent.current.push(value)
    send(value, text !== '')
    setText(value)
  }
  return [text, change] as const
}
