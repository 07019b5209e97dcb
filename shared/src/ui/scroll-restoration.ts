import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'
import { TIMINGS } from '../constants'

const STORAGE_KEY = 'osck-scroll'
/** What the visitor does to scroll by themselves: a restore in progress gives way to it. */
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown']

function readSaved(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][])
  } catch {
    return new Map()
  }
}

const scrollToY = (top: number) => window.scrollTo({ top, left: 0, behavior: 'instant' })

/**
 * Screens load their code and content after the URL has changed, so the page may still be too
 * short: the position is applied again each time the page's height changes, until the visitor
 * scrolls or TIMINGS.scrollRestoreMaxMs has passed. Returns what stops it.
 */
function restore(top: number): () => void {
  const stop = new AbortController()
  const observer = new ResizeObserver(() => scrollToY(top))
  const timer = setTimeout(() => stop.abort(), TIMINGS.scrollRestoreMaxMs)
  stop.signal.onabort = () => {
    observer.disconnect()
    clearTimeout(timer)
  }
  for (const type of VISITOR_INPUT)
    addEventListener(type, () => stop.abort(), { signal: stop.signal, passive: true })
  observer.observe(document.body)
  scrollToY(top)
  return () => stop.abort()
}

/**
 * One scroll position per history entry, for every route (mounted once, inside the router): a
 * new page opens at the top, Back and Forward (and a reload) return to where the visitor was.
 * A change of the query alone (a search, a filter) keeps the position.
 */
export function ScrollRestoration(): null {
  const location = useLocation()
  const navigation = useNavigationType()
  const saved = useRef<Map<string, number>>()
  saved.current ??= readSaved()
  const shown = useRef({ key: '', pathname: location.pathname, y: 0 })
  const stopRestore = useRef<() => void>()

  useEffect(() => {
    history.scrollRestoration = 'manual'
    const track = () => {
      shown.current.y = window.scrollY
    }
    const persist = () => {
      saved.current!.set(shown.current.key, window.scrollY)
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...saved.current!]))
    }
    addEventListener('scroll', track, { passive: true })
    addEventListener('pagehide', persist)
    return () => {
      removeEventListener('scroll', track)
      removeEventListener('pagehide', persist)
      history.scrollRestoration = 'auto'
    }
  }, [])

  useLayoutEffect(() => {
    const previous = shown.current
    // Read before this page's DOM replaced the previous one: the previous page's position.
    if (previous.key) saved.current!.set(previous.key, previous.y)
    shown.current = { key: location.key, pathname: location.pathname, y: window.scrollY }
    stopRestore.current?.()
    stopRestore.current = undefined
    const remembered = saved.current!.get(location.key)
    if (navigation === 'POP') {
      if (remembered !== undefined) stopRestore.current = restore(remembered)
    } else if (previous.key && previous.pathname !== location.pathname && !location.hash) {
      scrollToY(0)
    }
  }, [location.key, location.pathname, location.hash, navigation])

  useEffect(() => () => stopRestore.current?.(), [])
  return null
}
