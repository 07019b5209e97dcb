import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType, type Location } from 'react-router-dom'
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

/**
 * An entry's name among the saved positions: the router's key. The entries the router did not make
 * (a document's first, and each the browser adds for a link to `#part` of the page) have the key
 * `default`, in every document of the tab, so their URL is part of their name.
 */
const entryName = ({ key, pathname, search, hash }: Location) =>
  key === 'default' ? `default ${pathname}${search}${hash}` : key

/** A reload or Back/Forward into this document returns to a saved position; a fresh load does not. */
function documentRestores(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? []
  const type = (entry as PerformanceNavigationTiming | undefined)?.type
  return type === 'reload' || type === 'back_forward'
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
  const shown = useRef({ name: '', pathname: location.pathname, y: 0, left: false })
  /** The entries left in this document: a `default` one left elsewhere says nothing of this page. */
  const leftHere = useRef(new Set<string>())
  const stopRestore = useRef<() => void>()

  useEffect(() => {
    history.scrollRestoration = 'manual'
    const track = () => {
      if (!shown.current.left) shown.current.y = window.scrollY
    }
    // The entry is left before the next one renders; a link to `#part` has scrolled the page by then.
    const leave = () => {
      shown.current.left = true
    }
    const persist = () => {
      saved.current!.set(shown.current.name, window.scrollY)
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...saved.current!]))
    }
    addEventListener('scroll', track, { passive: true })
    addEventListener('pagehide', persist)
    addEventListener('popstate', leave)
    return () => {
      removeEventListener('scroll', track)
      removeEventListener('popstate', leave)
      removeEventListener('pagehide', persist)
      history.scrollRestoration = 'auto'
    }
  }, [])

  useLayoutEffect(() => {
    const previous = shown.current
    const name = entryName(location)
    // Read before this page's DOM replaced the previous one: the previous page's position.
    if (previous.name) {
      saved.current!.set(previous.name, previous.y)
      leftHere.current.add(previous.name)
    }
    shown.current = { name, pathname: location.pathname, y: window.scrollY, left: false }
    stopRestore.current?.()
    stopRestore.current = undefined
    // A link to `#part` of the page: the browser has scrolled to it, and a position is never applied.
    const fragmentLink = previous.name !== '' && location.key === 'default' && !leftHere.current.has(name)
    const remembered = fragmentLink ? undefined : saved.current!.get(name)
    // The router calls a document's first render a POP too.
    const returning = navigation === 'POP' && (previous.name !== '' || documentRestores())
    if (returning) {
      if (remembered !== undefined) stopRestore.current = restore(remembered)
    } else if (previous.name && previous.pathname !== location.pathname && !location.hash) {
      scrollToY(0)
    }
    // `location` changes with each of the listed fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, location.pathname, location.search, location.hash, navigation])

  useEffect(() => () => stopRestore.current?.(), [])
  return null
}
