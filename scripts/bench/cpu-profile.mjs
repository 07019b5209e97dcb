/**
 * The page's main thread in a Chromium trace recorded with V8's sampling profiler
 * (`disabled-by-default-v8.cpu_profiler`): what it was doing at each sample, and the windows of
 * time a User Timing measure or a timer spans. Pure functions over the trace's events.
 */

/** `(idle)`, `(program)` (the browser's own work), `(garbage collector)`, or a script's URL. */
const IDLE = '(idle)'

/** Each sample's node: its call frame and parent, across the profile's chunks. */
function profileOf(events, profile) {
  const nodes = new Map()
  const samples = []
  let ts = profile.args.data.startTime
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.id !== profile.id || event.pid !== profile.pid) continue
    const { cpuProfile = {}, timeDeltas = [] } = event.args.data
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node)
    for (const [index, nodeId] of (cpuProfile.samples ?? []).entries()) {
      ts += timeDeltas[index] ?? 0
      samples.push({ ts, nodeId })
    }
  }
  return { nodes, samples }
}

/** The script a sample ran in: the nearest frame with a URL (a built-in counts for its caller). */
function whereOf(nodes, nodeId) {
  const leaf = nodes.get(nodeId)
  for (let node = leaf; node; node = nodes.get(node.parent)) if (node.callFrame.url) return node.callFrame.url
  return leaf?.callFrame.functionName ?? '(program)'
}

/**
 * The renderer main thread's samples, in time order: `{ ts, ms, where }` (trace microseconds; the
 * time until the next sample). The page's thread is the renderer main thread whose samples ran
 * the most script.
 */
export function mainThreadSamples(traceEvents) {
  const mainThreads = new Set(
    traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  )
  let best = { samples: [], scriptSamples: -1 }
  for (const profile of traceEvents.filter((e) => e.name === 'Profile')) {
    if (!mainThreads.has(`${profile.pid}:${profile.tid}`)) continue
    const { nodes, samples } = profileOf(traceEvents, profile)
    samples.sort((a, b) => a.ts - b.ts)
    const timed = samples.map((sample, index) => ({
      ts: sample.ts,
      ms: ((samples[index + 1]?.ts ?? sample.ts) - sample.ts) / 1000,
      where: whereOf(nodes, sample.nodeId),
    }))
    const scriptSamples = timed.filter((s) => s.where.includes('://')).length
    if (scriptSamples > best.scriptSamples)
      best = { pid: profile.pid, tid: profile.tid, samples: timed, scriptSamples }
  }
  return { pid: best.pid, tid: best.tid, samples: best.samples }
}

const within = (ts, windows) => windows.some(([start, end]) => ts >= start && ts < end)

/** Milliseconds of script per URL (http and https only), leaving out the samples inside `excluding`. */
export function scriptMsByUrl(samples, excluding = []) {
  const byUrl = {}
  for (const { ts, ms, where } of samples) {
    if (!/^https?:/.test(where) || within(ts, excluding)) continue
    byUrl[where] = (byUrl[where] ?? 0) + ms
  }
  return byUrl
}

/** Milliseconds of every sample inside `windows`, or only of the idle ones. */
export function msWithin(samples, windows, { idleOnly = false } = {}) {
  return samples
    .filter(({ ts, where }) => within(ts, windows) && (!idleOnly || where === IDLE))
    .reduce((sum, { ms }) => sum + ms, 0)
}

/** The windows of a User Timing measure: `[start, end]` in trace microseconds. */
export function measureWindows(traceEvents, name) {
  const timings = traceEvents.filter((e) => e.name === name && e.cat?.includes('user_timing'))
  const windows = timings.filter((e) => e.ph === 'X').map((e) => [e.ts, e.ts + e.dur])
  for (const begin of timings.filter((e) => e.ph === 'b')) {
    const end = timings.find((e) => e.ph === 'e' && e.id2?.local === begin.id2?.local && e.id === begin.id)
    if (end) windows.push([begin.ts, end.ts])
  }
  return windows
}

/**
 * From setting to firing, each timer the thread set with one of `timeouts` (ms), ending no later
 * than `until` (trace microseconds). A timer cleared before it fired delayed nothing.
 */
export function timerWindows(traceEvents, { pid, tid }, timeouts, until = Infinity) {
  const onThread = (e) => e.pid === pid && e.tid === tid
  const fired = new Map(
    traceEvents.filter((e) => e.name === 'TimerFire' && onThread(e)).map((e) => [e.args.data.timerId, e.ts]),
  )
  return traceEvents
    .filter((e) => e.name === 'TimerInstall' && onThread(e) && timeouts.includes(e.args.data.timeout))
    .filter((e) => fired.has(e.args.data.timerId) && e.ts < until)
    .map((e) => [e.ts, Math.min(fired.get(e.args.data.timerId), until)])
}
