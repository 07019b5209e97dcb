/**
 * Where a page's main-thread time goes on a phone (Lighthouse's mobile preset: 4× CPU, simulated):
 * its activities (script evaluation, style and layout, …), each script file's share, the blocking
 * time, and what the page requested of the content API. Lighthouse's own audits
 * (mainthread-work-breakdown, bootup-time) read the trace; nothing here parses one by hand.
 */
import lighthouse from 'lighthouse'
import { launchForLighthouse } from './lighthouse.mjs'

const CONFIG = {
  extends: 'lighthouse:default',
  settings: {
    onlyAudits: ['mainthread-work-breakdown', 'bootup-time', 'network-requests', 'total-blocking-time'],
  },
  // Every script file, not only those over 50 ms.
  audits: [{ path: 'bootup-time', options: { thresholdInMs: 0 } }],
}

/** Activities in the order the tables print them (Lighthouse's group ids). */
export const ACTIVITIES = {
  scriptEvaluation: 'script',
  scriptParseCompile: 'compile',
  styleLayout: 'style+layout',
  paintCompositeRender: 'paint',
  parseHTML: 'html',
  garbageCollection: 'gc',
  other: 'other',
}

const fileName = (url) => {
  const { pathname } = new URL(url)
  return pathname.split('/').filter(Boolean).slice(-2).join('/') || url
}
const isContent = (url) => /\/content\//.test(new URL(url).pathname)

/** One Lighthouse run of `url` in the Chromium whose DevTools port is `port`. */
export async function mainThreadSplit(url, port) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, CONFIG)
  const items = (id) => lhr.audits[id]?.details?.items ?? []
  const activities = Object.fromEntries(
    Object.keys(ACTIVITIES).map((group) => [
      group,
      Math.round(items('mainthread-work-breakdown').find((item) => item.group === group)?.duration ?? 0),
    ]),
  )
  const scripts = items('bootup-time')
    .filter((item) => item.url.startsWith('http'))
    .map((item) => ({ file: fileName(item.url), ms: Math.round(item.scripting + item.scriptParseCompile) }))
    .sort((a, b) => b.ms - a.ms)
  const content = items('network-requests').filter((request) => isContent(request.url))
  return {
    activities,
    totalMs: Object.values(activities).reduce((sum, ms) => sum + ms, 0),
    scripts,
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
    contentRequests: content.length,
    contentKB: content.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
  }
}

/** Runs `use(split)` with a Chromium Lighthouse can drive; `split(url)` is one run of `url`. */
export async function withMainThreadSplits(use, { port = 9334 } = {}) {
  const browser = await launchForLighthouse(port)
  try {
    return await use((url) => mainThreadSplit(url, port))
  } finally {
    await browser.close()
  }
}
