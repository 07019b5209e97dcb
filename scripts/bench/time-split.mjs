/**
 * `pnpm bench --main-thread`: where each route's main-thread time goes on a phone, from a trace.
 * Lighthouse loads the page with the CPU really slowed 4× (its DevTools throttling; the network is
 * not throttled) and V8's sampling profiler on. From its trace: script time per chunk (the samples'
 * scripts, each chunk named by its content: chunk-names.mjs), building the Chakra system (its
 * User Timing measure), the time the page sat idle waiting for one of the spec's delays before its
 * largest paint; from Lighthouse's audits: style and layout and the other activities, TBT and the
 * LCP element.
 */
import lighthouse from 'lighthouse'
import { scriptsByChunk } from './chunk-names.mjs'
import { mainThreadSamples, measureWindows, msWithin, scriptMsByUrl, timerWindows } from './cpu-profile.mjs'
import { launchForLighthouse } from './lighthouse.mjs'
import { ACTIVITIES } from './main-thread.mjs'

/** shared/src/ui/system.ts: the measure around `createSystem`. */
export const SYSTEM_BUILD_MEASURE = 'osck:chakra-system'

const CONFIG = {
  extends: 'lighthouse:default',
  settings: {
    onlyAudits: [
      'mainthread-work-breakdown',
      'total-blocking-time',
      'largest-contentful-paint-element',
      'metrics',
    ],
    throttlingMethod: 'devtools',
    throttling: {
      cpuSlowdownMultiplier: 4,
      requestLatencyMs: 0,
      downloadThroughputKbps: 0,
      uploadThroughputKbps: 0,
    },
    additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler',
  },
}

/** The LCP element as Lighthouse names it, and why it is a placeholder ('' when it is content). */
export function lcpElement(audit, { logo }) {
  const node = audit?.details?.items?.[0]?.items?.[0]?.node
  if (!node) return { tag: '', label: '(none)', placeholder: 'no LCP element' }
  const tag = node.path?.split(',').at(-1) ?? ''
  const src = /\ssrc="([^"]*)"/.exec(node.snippet ?? '')?.[1]
  const isLogo = tag === 'IMG' && !!src && new URL(src, 'http://site').pathname.endsWith(logo)
  const inLoader = /app-loader/.test(`${node.selector} ${node.snippet}`)
  const placeholder = isLogo ? 'the default image (logo)' : inLoader ? 'the start-up loader' : ''
  return { tag, label: node.nodeLabel ?? '', placeholder }
}

/** One run's figures (ms at 4× CPU) from Lighthouse's result and trace. */
export function splitOfRun({ lhr, artifacts }, { chunks, specDelays, logo }) {
  const events = artifacts.Trace.traceEvents
  const main = mainThreadSamples(events)
  const system = measureWindows(events, SYSTEM_BUILD_MEASURE)
  const scripts = scriptsByChunk(scriptMsByUrl(main.samples, system), chunks)
  const metrics = lhr.audits.metrics?.details?.items?.[0] ?? {}
  const delays = timerWindows(
    events,
    main,
    Object.values(specDelays),
    metrics.observedLargestContentfulPaintTs,
  )
  const breakdown = lhr.audits['mainthread-work-breakdown']?.details?.items ?? []
  const activities = Object.fromEntries(
    Object.keys(ACTIVITIES).map((group) => [group, breakdown.find((i) => i.group === group)?.duration ?? 0]),
  )
  return {
    scripts,
    chakraSystemMs: msWithin(main.samples, system),
    activities,
    totalMs: Object.values(activities).reduce((sum, ms) => sum + ms, 0),
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    specDelayWaitMs: msWithin(main.samples, delays, { idleOnly: true }),
    lcpMs: metrics.observedLargestContentfulPaint ?? NaN,
    lcp: lcpElement(lhr.audits['largest-contentful-paint-element'], { logo }),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    // E.g. a TBT Lighthouse could not compute: the table then prints –.
    errors: Object.entries(lhr.audits).flatMap(([id, a]) =>
      a.errorMessage ? [`${id}: ${a.errorMessage}`] : [],
    ),
  }
}

/**
 * `runs` runs of each route, the routes in turn (as measureLighthouse takes them), in a Chromium
 * whose DevTools port is `port`. `chunks`: readChunkOrigins(); `specDelays`, `logo`: productConstants().
 */
export async function measureTimeSplit(base, routes, { runs = 3, port = 9335, ...names }) {
  const browser = await launchForLighthouse(port)
  const samples = routes.map(() => [])
  try {
    for (let run = 0; run < runs; run++)
      for (const [index, route] of routes.entries()) {
        const result = await lighthouse(
          `${base}${route.path}`,
          { port, output: 'json', logLevel: 'error' },
          CONFIG,
        )
        samples[index].push(splitOfRun(result, names))
      }
  } finally {
    await browser.close()
  }
  return routes.map((route, index) => ({ route: route.path, label: route.label, runs: samples[index] }))
}
