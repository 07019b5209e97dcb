import { useEffect, useRef, useState } from 'react'

/**
 * The search box's own text, kept in step with the URL's `q`.
 *
 * The router applies URL changes in a transition, so an input controlled by
 * the URL alone lags behind fast typing and drops keystrokes. The box keeps
 * its text locally and sends each change to the URL (`send(value, replace)`:
 * the first keystroke adds a history entry, the following ones replace it).
 * A URL change that is not one of ours (Clear Filters, Back, a shared link)
 * replaces the text.
 */
export function useSearchInput(urlValue: string, send: (value: string, replace: boolean) => void) {
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
