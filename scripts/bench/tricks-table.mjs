/**
 * The performance tricks of docs/performance.md, each with the edit that builds the site without
 * it. `scripts/bench/tricks.mjs` applies one edit at a time to a clean copy of the repository and
 * measures what the trick buys. An edit whose text is no longer in its file stops the run, naming
 * the trick: update the edit here together with the code.
 *
 * An edit: `file`, the text to `find` (a string, or a RegExp with the g flag for several places),
 * and its `replace`ment.
 */
export const TRICKS = [
  {
    name: 'prebuilt-system-css',
    what: "the Chakra system's global CSS rendered into the HTML at build time (and the lookup system it allows)",
    edits: [{ file: 'site-build/src/index.ts', find: '    systemCss(),\n', replace: '' }],
  },
  {
    name: 'lookup-system',
    what: 'the browser builds the Chakra system with one plain value per token',
    edits: [
      {
        file: 'shared/src/ui/system.ts',
        find: 'hasPrebuiltSystemCss()\n  ? recordedLookupConfig\n  : ',
        replace: '',
      },
    ],
  },
  {
    name: 'compile-hint',
    what: "V8's explicit compile hint at the top of the large chunks",
    edits: [{ file: 'site-build/src/index.ts', find: '          compileHintFor,\n', replace: '' }],
  },
  {
    name: 'variable-list',
    what: "Chakra's per-element custom properties declared once on <html>, three of them",
    edits: [
      {
        file: 'shared/src/ui/system-tokens.ts',
        find: '    globalCss: globalStyles(),',
        replace: "    globalCss: { ...globalCss, html: { ...globalCss.html, colorPalette: 'brand' } },",
      },
    ],
  },
  {
    name: 'anatomy-purity',
    what: 'Rollup told that createAnatomy is pure',
    edits: [
      {
        file: 'site-build/src/index.ts',
        find: "rollupOptions: { treeshake: { manualPureFunctions: ['createAnatomy'] } },",
        replace: '',
      },
    ],
  },
  {
    name: 'gateway-parts',
    what: "the shell starts the gateway parts a screen imports together with the section's remote",
    edits: [
      {
        file: 'shell/src/remotes/warmSection.ts',
        find: '  for (const part of known) void start(PARTS[part])\n',
        replace: '',
      },
    ],
  },
  {
    name: 'remote-chunks',
    what: "a remote's manual chunks: the exposed module's, the routes', the teaser-shared",
    edits: [
      { file: 'site-build/src/index.ts', find: '        manualChunks: remoteManualChunks,\n', replace: '' },
    ],
  },
  {
    name: 'shell-chunk-merge',
    what: "small shell chunks merged into the ones they load with (Rollup's experimentalMinChunkSize)",
    edits: [
      {
        file: 'site-build/src/index.ts',
        find: 'output: { experimentalMinChunkSize: 3000 }',
        replace: 'output: {}',
      },
    ],
  },
  {
    name: 'content-preloads',
    what: 'the HTML preloads the three content indexes and the image manifest',
    edits: [
      {
        file: 'shell/index.html',
        find: /^ *<link rel="preload" href="\/content\/[^"]+" as="fetch"[^>]*>\n/gm,
        replace: '',
      },
    ],
  },
]

/** Applies a trick's edits to the copy at `root`; throws, naming the trick, when one no longer fits. */
export function applyEdits(trick, root, { readFileSync, writeFileSync }) {
  for (const edit of trick.edits) {
    const path = `${root}/${edit.file}`
    const text = readFileSync(path, 'utf8')
    const found = typeof edit.find === 'string' ? text.includes(edit.find) : edit.find.test(text)
    if (typeof edit.find !== 'string') edit.find.lastIndex = 0
    if (!found)
      throw new Error(
        `trick ${trick.name}: ${edit.file} no longer has ${edit.find}; update scripts/bench/tricks-table.mjs`,
      )
    writeFileSync(path, text.replace(edit.find, edit.replace))
  }
}
