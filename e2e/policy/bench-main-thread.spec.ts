// `pnpm bench --main-thread`'s pure parts (no browser): chunks named by their content, a trace's
// samples and windows, and the split of one run into the table's rows.
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { CHUNK_ORIGINS_FILE as BUILD_WRITES } from '../../site-build/src/chunk-origins'
import {
  CHUNK_ORIGINS_FILE,
  chunkKind,
  chunkLabel,
  chunkOfUrl,
  kindOf,
  largestScripts,
  scriptsByChunk,
} from '../../scripts/bench/chunk-names.mjs'
import { splitMedians } from '../../scripts/bench/split-report.mjs'
import { lcpElement, splitOfRun, SYSTEM_BUILD_MEASURE } from '../../scripts/bench/time-split.mjs'
import { gatewayChunk, lighthouseResult, REACT_DOM, SHELL_ENTRY, trace } from './bench-main-thread-fixtures'

const chunks = new Map([
  [REACT_DOM, { path: REACT_DOM, origins: { 'react-dom': 950, scheduler: 50 } }],
  [gatewayChunk.path, gatewayChunk],
  [SHELL_ENTRY, { path: SHELL_ENTRY, origins: { shell: 60, 'virtual:__federation__': 40 } }],
  [
    '/remotes/blog/BlogListPage-c.js',
    { path: '/remotes/blog/BlogListPage-c.js', origins: { 'blog-app': 9 } },
  ],
])

test('the bench reads the chunk map where the build writes it, and the measure the gateway records', () => {
  expect(CHUNK_ORIGINS_FILE).toBe(BUILD_WRITES)
  expect(readFileSync('shared/src/ui/system.ts', 'utf8')).toContain(`'${SYSTEM_BUILD_MEASURE}'`)
})

test('a chunk is named by the kinds of code it holds, largest first, and counts for the largest', () => {
  expect(kindOf('@zag-js/dialog')).toBe('UI kit (Chakra, Ark, Zag)')
  expect(kindOf('stylis')).toBe('styling engine (Emotion)')
  expect(kindOf('micromark-core-commonmark')).toBe('markdown')
  expect(kindOf('js-yaml')).toBe('js-yaml')
  expect(chunkLabel(gatewayChunk.origins)).toBe('UI kit (Chakra, Ark, Zag) 80 %, gateway (@osck/shared) 16 %')
  expect(chunkKind(gatewayChunk.origins)).toBe('UI kit (Chakra, Ark, Zag)')
  expect(chunkKind({ 'js-yaml': 10, shared: 1 })).toBe('other packages')
})

test('a first load over its budget names its largest scripts by their content', () => {
  const files = [
    { path: '/home', type: 'document', gzip: 99_999 },
    { path: '/theme-init.js', type: 'script', gzip: 200 },
    { path: gatewayChunk.path, type: 'script', gzip: 35_000 },
    { path: REACT_DOM, type: 'script', gzip: 42_000 },
  ]
  expect(largestScripts(files, chunks, 2)).toEqual([
    { path: REACT_DOM, kb: 42_000 / 1024, label: 'React DOM 100 %' },
    { path: gatewayChunk.path, kb: 35_000 / 1024, label: chunkLabel(gatewayChunk.origins) },
  ])
  expect(largestScripts(files, chunks).at(-1)).toEqual({
    path: '/theme-init.js',
    kb: 200 / 1024,
    label: 'scripts outside the bundles',
  })
})

test('a script URL finds its chunk at the root, under a base path and under its remote', () => {
  expect(chunkOfUrl(`https://site${REACT_DOM}`, chunks)?.path).toBe(REACT_DOM)
  expect(chunkOfUrl(`https://site/osck-site${gatewayChunk.path}`, chunks)?.path).toBe(gatewayChunk.path)
  expect(chunkOfUrl('https://site/osck-site/remotes/blog/BlogListPage-c.js', chunks)?.origins).toEqual({
    'blog-app': 9,
  })
  expect(chunkOfUrl('https://site/theme-init.js', chunks)).toBeUndefined()
})

test("script time goes to each URL's chunk and to the kind most of its code is", () => {
  const split = scriptsByChunk(
    {
      [`https://site${REACT_DOM}`]: 30,
      [`https://site${gatewayChunk.path}`]: 20,
      'https://site/theme-init.js': 1,
    },
    chunks,
  )
  expect(split.byChunk).toEqual({ [REACT_DOM]: 30, [gatewayChunk.path]: 20, '/theme-init.js': 1 })
  expect(split.byKind).toEqual({
    'React DOM': 30,
    'UI kit (Chakra, Ark, Zag)': 20,
    'scripts outside the bundles': 1,
  })
  expect(split.labels[REACT_DOM]).toBe('React DOM 100 %')
})

test("one run's split: script per chunk from the page's samples, the Chakra system's own, the idle wait on a spec delay", () => {
  const run = splitOfRun(
    { lhr: lighthouseResult(), artifacts: { Trace: trace() } },
    { chunks, specDelays: { blogLoaderMs: 800 }, logo: '/images/logo.svg' },
  )
  // React DOM ran 2 samples of 1 ms; the gateway 3, of which 2 inside the Chakra system's measure.
  expect(run.scripts.byChunk).toEqual({ [REACT_DOM]: 2, [gatewayChunk.path]: 1 })
  expect(run.chakraSystemMs).toBe(2)
  // The 800 ms timer spans 4 idle samples before the largest paint; the worker's samples count nowhere.
  expect(run.specDelayWaitMs).toBe(4)
  expect(run.activities.styleLayout).toBe(12)
  expect(run.totalMs).toBe(42)
  expect(run.lcp).toEqual({ tag: 'H1', label: 'A Post', placeholder: '' })
})

test('the LCP element is a placeholder when it is the default logo or the start-up loader', () => {
  const audit = (node: object) => ({ details: { items: [{ items: [{ node }] }] } })
  const logo = { logo: '/images/logo.svg' }
  const img = { path: '1,HTML,1,BODY,3,IMG', snippet: '<img alt="A" src="/images/logo.svg">', nodeLabel: 'A' }
  expect(lcpElement(audit(img), logo).placeholder).toBe('the default image (logo)')
  const photo = { ...img, snippet: '<img src="https://site/assets/img/a-800.avif">' }
  expect(lcpElement(audit(photo), logo).placeholder).toBe('')
  const loader = { path: '1,BODY,0,DIV,1,SPAN', selector: 'div#app-loader > span', nodeLabel: 'Loading…' }
  expect(lcpElement(audit(loader), logo).placeholder).toBe('the start-up loader')
})

test("per route, each row's median over the runs; a chunk a run did not load counts 0 in it", () => {
  const run = (reactDom: number, gateway?: number) => ({
    scripts: {
      byKind: { 'React DOM': reactDom },
      byChunk: { [REACT_DOM]: reactDom, ...(gateway ? { [gatewayChunk.path]: gateway } : {}) },
      labels: { [REACT_DOM]: 'React DOM 100 %', [gatewayChunk.path]: 'UI kit' },
    },
    chakraSystemMs: 5,
    activities: { styleLayout: 1 },
    lcp: { tag: 'H1', label: 'A Post', placeholder: '' },
  })
  const [blog] = splitMedians([{ route: '/blog', label: 'blog', runs: [run(10, 4), run(30), run(20, 6)] }])
  expect(blog?.values['script: React DOM']).toBe(20)
  expect(blog?.values['style & layout']).toBe(1)
  expect(blog?.chunks).toEqual([
    { path: REACT_DOM, label: 'React DOM 100 %', ms: 20 },
    { path: gatewayChunk.path, label: 'UI kit', ms: 4 },
  ])
  expect(blog?.lcp).toEqual([expect.objectContaining({ key: 'H1 “A Post”', runs: 3 })])
})
