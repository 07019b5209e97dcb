/** The content-at-scale tables: budgets per list, then where the main thread's time goes. */
import { ACTIVITIES } from './main-thread.mjs'
import { row } from './report.mjs'

/** Ready within 2× of the starter content; every keystroke, filter and tab answered within 50 ms. */
export const SCALE_BUDGET = { readyRatio: 2, inputMs: 50 }

export function printScale({ rows, splits }, scale) {
  console.log(
    `\nContent at scale (${scale.blog} posts, ${scale.events} events, ${scale.projects} projects; medians of ${rows[0].samples.length} runs)`,
  )
  row([
    ['route', -10],
    ['starter ms', 11],
    ['scale ms', 9],
    ['ratio', 6],
    ['cards', 6],
    ['worst key ms', 13],
    ['filter/tab ms', 14],
    ['result', 7],
  ])
  let failed = false
  for (const r of rows) {
    const ratio = r.scaleReadyMs / r.starterReadyMs
    const pass =
      ratio <= SCALE_BUDGET.readyRatio &&
      r.worstKeyMs <= SCALE_BUDGET.inputMs &&
      r.worstClickMs <= SCALE_BUDGET.inputMs
    failed ||= !pass
    row([
      [r.route.padEnd(10), 10],
      [r.starterReadyMs, 11],
      [r.scaleReadyMs, 9],
      [ratio.toFixed(2), 6],
      [r.scaleCards, 6],
      [Math.round(r.worstKeyMs), 13],
      [Math.round(r.worstClickMs), 14],
      [pass ? 'PASS' : 'FAIL', 7],
    ])
  }
  printSplits(splits)
  return failed
}

/** One load of each list per content set, Lighthouse's mobile preset (4× CPU): main-thread ms. */
function printSplits(splits) {
  const index = Math.round(Math.min(...splits.map((split) => split.benchmarkIndex)))
  console.log(
    `\nWhere the time goes (one load each, 4× CPU, main-thread ms; host benchmark index ≥ ${index})`,
  )
  row([
    ['route', -10],
    ['content', -8],
    ['requests', 9],
    ['KB', 6],
    ...Object.values(ACTIVITIES).map((label) => [label, Math.max(6, label.length)]),
    ['total', 6],
    ['TBT', 6],
    ['  heaviest scripts', -18],
  ])
  for (const split of splits) {
    row([
      [split.route, -10],
      [split.content, -8],
      [split.contentRequests, 9],
      [split.contentKB.toFixed(1), 6],
      ...Object.entries(ACTIVITIES).map(([group, label]) => [
        split.activities[group],
        Math.max(6, label.length),
      ]),
      [split.totalMs, 6],
      [split.tbtMs, 6],
      [
        `  ${split.scripts
          .slice(0, 3)
          .map((script) => `${script.file} ${script.ms}`)
          .join(', ')}`,
        -18,
      ],
    ])
  }
}
