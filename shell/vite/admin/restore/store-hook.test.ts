import { applyMiddleware, compose, createStore, legacy_createStore, type Middleware } from 'redux'
import { describe, expect, it } from 'vitest'
import type { Action } from './backup-order'
import { DEVTOOLS_COMPOSE, addStoreEnhancer, wrapDispatch } from './store-hook'

const reducer = (state: string[] = [], action: Action) =>
  action.type.startsWith('@@') ? state : [...state, action.type]

/** What decap-cms-core's redux/index.ts does with what redux-devtools-extension's compose gives. */
function decapStore(win: Record<string, unknown>) {
  const composeWithDevTools = (win[DEVTOOLS_COMPOSE] ?? compose) as typeof compose
  // redux-thunk's middleware: a thunk gets the store's dispatch, middleware and all.
  const thunk: Middleware =
    ({ dispatch }) =>
    (next) =>
    (action) =>
      typeof action === 'function' ? (action as (d: typeof dispatch) => unknown)(dispatch) : next(action)
  return legacy_createStore(reducer, composeWithDevTools(applyMiddleware(thunk)))
}

/** An enhancer that renames each action on its way to the reducer. */
const marked = wrapDispatch<string[]>((store) => (action) => store.dispatch({ type: `seen ${action.type}` }))

describe('a way into the store Decap makes', () => {
  it('wraps the dispatch under Decap’s middleware: the actions its thunks dispatch pass it too', () => {
    const win: Record<string, unknown> = {}
    addStoreEnhancer(win, marked)
    const store = decapStore(win)
    store.dispatch({ type: 'A' })
    store.dispatch(((dispatch: (a: Action) => void) => dispatch({ type: 'FROM_THUNK' })) as never)
    expect(store.getState()).toEqual(['seen A', 'seen FROM_THUNK'])
  })

  it('keeps an installed Redux DevTools extension’s compose, in either of its forms', () => {
    const calls: string[] = []
    const devtools = (...args: unknown[]) => {
      if (typeof args[0] === 'object') return (calls.push('options'), compose)
      calls.push(`enhancers ${args.length}`)
      return (compose as (...f: unknown[]) => unknown)(...args)
    }
    const win: Record<string, unknown> = { [DEVTOOLS_COMPOSE]: devtools }
    addStoreEnhancer(win, marked)
    decapStore(win).dispatch({ type: 'A' })
    const withOptions = (win[DEVTOOLS_COMPOSE] as (o: object) => typeof compose)({ name: 'Decap' })
    const store = createStore(reducer, withOptions(applyMiddleware()))
    store.dispatch({ type: 'B' })
    expect(calls).toEqual(['enhancers 2', 'options'])
    expect(store.getState()).toEqual(['seen B'])
  })
})
