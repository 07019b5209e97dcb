/** `pnpm bench --main-thread`'s tables (time-split.mjs measures): medians per route, then printed. */
import { KINDS, NOT_A_CHUNK, OTHER_PACKAGES } from './chunk-names.mjs'
import { row } from './report.mjs'
import { median } from './stats.mjs'

const ACTIVITY_ROWS = [
  ['styleLayout', 'style & layout'],
  ['paintCompositeRender', 'paint & composite'],
  ['parseHTML', 'HTML & CSS parsing'],
  ['scriptParseCompile', 'script compile'],
  ['garbageCollection', 'garbage collection'],
  ['other', 'other browser work'],
]

/** The table's rows in order: a name and what it reads of one run. */
export const SPLIT_ROWS = [
  ...[...KINDS.map(([kind]) => kind), OTHER_PACKAGES, NOT_A_CHUNK].map((kind) => [
    `script: ${kind}`,
    (run) => run.scripts.byKind[kind] ?? 0,
  ]),
  ['Chakra system (createSystem)', (run) => run.chakraSystemMs],
  ...ACTIVITY_ROWS.map(([group, name]) => [name, (run) => run.activities[group] ?? 0]),
  ['main thread, total (Lighthouse)', (run) => run.totalMs],
  ['  of it script evaluation', (run) => run.activities.scriptEvaluation ?? 0],
  ['TBT', (run) => run.tbtMs],
  ['LCP (observed)', (run) => run.lcpMs],
  ["idle on the spec's delays before LCP", (run) => run.specDelayWaitMs],
]

/**
 * Per route: each row's median over its runs, each chunk's (a run that did not load it counts 0),
 * largest first, and the LCP elements the runs found with how many runs found each.
 */
export function splitMedians(routeResults) {
  return routeResults.map(({ route, label, runs }) => {
    const values = Object.fromEntries(SPLIT_ROWS.map(([name, pick]) => [name, median(runs.map(pick))]))
    const paths = [...new Set(runs.flatMap((run) => Object.keys(run.scripts.byChunk)))]
    const chunks = paths
      .map((path) => ({
        path,
        label: runs.find((run) => run.scripts.labels[path])?.scripts.labels[path] ?? '',
        ms: median(runs.map((run) => run.scripts.byChunk[path] ?? 0)),
      }))
      .sort((a, b) => b.ms - a.ms)
    const elements = new Map()
    for (const { lcp } of runs) {
      const key = `${lcp.tag} “${lcp.label}”`
      elements.set(key, { ...lcp, key, runs: (elements.get(key)?.runs ?? 0) + 1 })
    }
    return { route, label, values, chunks, lcp: [...elements.values()] }
  })
}

const TOP_CHUNKS = 10
const ms = (value) => (Number.isFinite(value) ? Math.round(value) : '–')

/** Prints the tables; true when a route's LCP element is a placeholder. */
export function printTimeSplit(routeResults) {
  const table = splitMedians(routeResults)
  const runs = routeResults[0]?.runs ?? []
  const index = median(
    routeResults.flatMap((r) => r.runs.map((run) => run.benchmarkIndex)).filter(Number.isFinite),
  )
  console.log(
    `\nMain thread by source (ms at 4× CPU, DevTools throttling, network not throttled; median of ${runs.length} run(s); host benchmark index ${ms(index)})`,
  )
  row([['source', -38], ...table.map((r) => [r.label, 9])])
  for (const [name] of SPLIT_ROWS) {
    if (table.every((r) => !r.values[name])) continue
    row([[name, -38], ...table.map((r) => [ms(r.values[name]), 9])])
  }
  for (const r of routeResults)
    for (const error of new Set(r.runs.flatMap((run) => run.errors ?? [])))
      console.log(`  ${r.route}: ${error}`)
  console.log(
    `\nScript time by chunk (ms; the ${TOP_CHUNKS} largest; what each chunk holds, by its share of the code)`,
  )
  for (const r of table) {
    console.log(r.route)
    for (const chunk of r.chunks.slice(0, TOP_CHUNKS))
      row([
        [ms(chunk.ms), 7],
        [chunk.path, -62],
        [chunk.label, -1],
      ])
    const rest = r.chunks.slice(TOP_CHUNKS)
    if (rest.length > 0)
      row([
        [ms(rest.reduce((sum, c) => sum + c.ms, 0)), 7],
        [`${rest.length} more`, -1],
      ])
  }
  console.log('\nLCP element (a placeholder fails: the largest paint should be content)')
  let failed = false
  for (const r of table)
    for (const element of r.lcp) {
      failed ||= !!element.placeholder
      const verdict = element.placeholder ? `FAIL (${element.placeholder})` : 'PASS'
      row([
        [r.route, -44],
        [`${element.key}`.slice(0, 60), -60],
        [`${element.runs}/${runs.length}`, 5],
        [verdict, -1],
      ])
    }
  return failed
}
