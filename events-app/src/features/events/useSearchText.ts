import { useEffect, useRef, useState } from 'react'

/**
 * The search box's own text, so fast typing never loses a character while the
 * URL (updated in a transition) catches up. A URL change we did not make
 * (Reset, Back, Clear Filters) replaces the text.
 */
export function useSearchText(urlValue: string, onChange: (value: string) => void) {
  const [text, setText] = useState(urlValue)
  const sent = useRef<string[]>([])

  useEffect(() => {
    const index = sent.current.indexOf(urlValue)
    if (index >= 0) {
      sent.current = sent.current.slice(index + 1)
      return
    }
    sent.current = []
    setText(urlValue)
  }, [urlValue])

  const change = (value: string) => {
    setText(value)
    sent.current.push(value)
    onChange(value)
  }
  return [text, change] as const
}
