// A small trace and Lighthouse result for bench-main-thread.spec.ts: the page's main thread
// sampled every millisecond (trace microseconds from 1000), a worker, and another renderer.
export const REACT_DOM = '/assets/index-dom.js'
export const SHELL_ENTRY = '/assets/index-entry.js'
export const gatewayChunk = {
  path: '/assets/__federation_shared_@osck/shared-g.js',
  origins: { '@chakra-ui/react': 70, '@zag-js/dom-query': 10, shared: 16, 'reading-time': 4 },
}

const frame = (url: string, functionName = 'f') => ({ url: url && `https://site${url}`, functionName })
const NODES = [
  { id: 1, callFrame: frame('', '(root)') },
  { id: 2, parent: 1, callFrame: frame('', '(program)') },
  { id: 3, parent: 1, callFrame: frame('', '(idle)') },
  { id: 4, parent: 1, callFrame: frame(REACT_DOM) },
  { id: 5, parent: 1, callFrame: frame(gatewayChunk.path) },
]
/** A built-in (no URL) the gateway called: its time is the gateway's. */
const BUILT_IN = { id: 6, parent: 5, callFrame: frame('', 'map') }
const [R, G, B, I, P] = [4, 5, 6, 3, 2]

const thread = (pid: number, tid: number, name: string) => ({
  ph: 'M',
  name: 'thread_name',
  pid,
  tid,
  args: { name },
})
const profile = (pid: number, tid: number, id: string) => ({
  name: 'Profile',
  ph: 'P',
  pid,
  tid,
  id,
  args: { data: { startTime: 0 } },
})
const chunk = (pid: number, id: string, nodes: object[], samples: number[], timeDeltas: number[]) => ({
  name: 'ProfileChunk',
  ph: 'P',
  pid,
  tid: 99,
  id,
  args: { data: { cpuProfile: { nodes, samples }, timeDeltas } },
})
const timer = (name: string, ts: number, timerId: number, timeout?: number, tid = 1) => ({
  name,
  ph: 'I',
  pid: 1,
  tid,
  ts,
  args: { data: { timerId, ...(timeout === undefined ? {} : { timeout }) } },
})
const measure = (ph: 'b' | 'e', ts: number) => ({
  name: 'osck:chakra-system',
  cat: 'blink.user_timing',
  ph,
  pid: 1,
  tid: 1,
  ts,
  id2: { local: '0x7' },
})

export function trace() {
  return {
    traceEvents: [
      thread(1, 1, 'CrRendererMain'),
      thread(1, 2, 'DedicatedWorker thread'),
      thread(2, 1, 'CrRendererMain'),
      profile(1, 1, '0x1'),
      // Two chunks, the second adding a node; samples out of order (a negative delta) are sorted.
      chunk(1, '0x1', NODES, [R, R, G], [1000, 1000, 1000]),
      chunk(
        1,
        '0x1',
        [BUILT_IN],
        [G, B, I, I, I, I, I, P],
        [2000, -1000, 2000, 1000, 1000, 1000, 1000, 1000],
      ),
      // A worker running the gateway, and a renderer that ran no script: not the page's thread.
      profile(1, 2, '0x2'),
      chunk(1, '0x2', NODES, [G, G, G, G, G, G, G], [1000, 1000, 1000, 1000, 1000, 1000, 1000]),
      profile(2, 1, '0x1'),
      chunk(2, '0x1', NODES.slice(0, 2), [P, P], [1000, 1000]),
      measure('b', 3500),
      measure('e', 5500),
      // A spec delay from 5500 until after the largest paint (9500); a timer that is no spec
      // delay, one cleared before it fired and one on the worker count nothing.
      timer('TimerInstall', 5500, 7, 800),
      timer('TimerFire', 20000, 7),
      timer('TimerInstall', 5500, 8, 250),
      timer('TimerFire', 7000, 8),
      timer('TimerInstall', 5500, 9, 800),
      timer('TimerInstall', 5500, 10, 800, 2),
      timer('TimerFire', 8000, 10, undefined, 2),
    ],
  }
}

export function lighthouseResult() {
  const breakdown = [
    { group: 'scriptEvaluation', duration: 20 },
    { group: 'styleLayout', duration: 12 },
    { group: 'other', duration: 10 },
  ]
  const heading = { path: '1,HTML,1,BODY,2,MAIN,0,H1', snippet: '<h1>', nodeLabel: 'A Post' }
  return {
    audits: {
      'mainthread-work-breakdown': { details: { items: breakdown } },
      'total-blocking-time': { numericValue: 100 },
      metrics: {
        details: { items: [{ observedLargestContentfulPaint: 900, observedLargestContentfulPaintTs: 9500 }] },
      },
      'largest-contentful-paint-element': { details: { items: [{ items: [{ node: heading }] }] } },
    },
    environment: { benchmarkIndex: 1500 },
  }
}
