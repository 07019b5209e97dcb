/**
 * The one way into Decap's Redux store from outside its bundle. Decap makes its store with Redux
 * DevTools' compose (redux-devtools-extension's composeWithDevTools), which takes
 * `window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__` when it is set before /admin/decap-cms.js runs;
 * the enhancer added here then wraps the store Decap's middleware (thunks included) dispatches to.
 * A Redux DevTools extension the organiser has installed keeps working: its compose is chained.
 */
import type { Action } from './backup-order'

export interface Store<S = unknown> {
  dispatch(action: Action): unknown
  getState(): S
}
type CreateStore = (...args: unknown[]) => Store
type Enhancer = (next: CreateStore) => CreateStore
type Compose = (...args: unknown[]) => unknown

export const DEVTOOLS_COMPOSE = '__REDUX_DEVTOOLS_EXTENSION_COMPOSE__'

/** Redux's compose: compose(f, g)(x) is f(g(x)). */
const compose =
  (...enhancers: Enhancer[]) =>
  (createStore: CreateStore) =>
    enhancers.reduceRight((made, enhancer) => enhancer(made), createStore)

/** A store enhancer that gives Decap's store the dispatch `wrap` makes of it. */
export const wrapDispatch =
  <S>(wrap: (store: Store<S>) => Store<S>['dispatch']): Enhancer =>
  (createStore) =>
  (...args) => {
    const store = createStore(...args) as Store<S>
    return { ...store, dispatch: wrap(store) }
  }

/** Adds `enhancer` to the store Decap makes next (before /admin/decap-cms.js runs). */
export function addStoreEnhancer(win: Record<string, unknown>, enhancer: Enhancer) {
  const devtools = win[DEVTOOLS_COMPOSE] as Compose | undefined
  win[DEVTOOLS_COMPOSE] = (...args: unknown[]) => {
    // composeWithDevTools(options)(...enhancers), or composeWithDevTools(...enhancers).
    if (typeof args[0] === 'object') {
      const composeWith = devtools ? (devtools(args[0]) as Compose) : compose
      return (...enhancers: Enhancer[]) => composeWith(...enhancers, enhancer)
    }
    return (devtools ?? compose)(...(args as Enhancer[]), enhancer)
  }
}
