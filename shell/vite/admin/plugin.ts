import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Plugin, type Rollup } from 'vite'
import { editorConfigYaml } from './config'
import { EDITOR_SETTINGS } from './settings'
import { NOT_SET_UP_PAGE, notSetUpPage, withNotSetUpNotice } from './sign-in/not-set-up'

/** The prebuilt Decap CMS (React included) as published on npm: self-hosted, never from a CDN. */
const packageDir = (name: string) => dirname(createRequire(import.meta.url).resolve(`${name}/package.json`))
const decapDist = join(packageDir('decap-cms'), 'dist')
/**
 * libheif's WebAssembly build as libheif-js publishes it, unmodified: the editor loads it only when
 * an organiser picks a HEIC photo (preview/heic-to-jpeg.ts).
 */
const libheifDir = join(packageDir('libheif-js'), 'libheif-wasm')
const LIBHEIF_FILES = {
  'libheif.js': 'libheif.js',
  'libheif.wasm': 'libheif.wasm',
  'libheif-LICENSE.txt': 'LICENSE',
}
const pageDir = fileURLToPath(new URL('./page', import.meta.url))
const previewEntry = fileURLToPath(new URL('./preview/templates.ts', import.meta.url))
const signInEntry = fileURLToPath(new URL('./sign-in/main.ts', import.meta.url))
const restoreEntry = fileURLToPath(new URL('./restore/main.ts', import.meta.url))

type Format = 'es' | 'iife'
/**
 * The admin page's own scripts, each bundled into one file with no imports: ES modules for the
 * preview templates with the site's content helpers inlined and for the sign-in popup's watch,
 * and a classic script for what must run before Decap's bundle (the order of its backups).
 */
const MODULES: Record<string, [entry: string, format: Format]> = {
  'preview.js': [previewEntry, 'es'],
  'sign-in.js': [signInEntry, 'es'],
  'restore.js': [restoreEntry, 'iife'],
}

export async function buildModule(entry: string, format: Format = 'es'): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      // The classic script's own names stay inside its function (format iife, nothing exported).
      lib: { entry, formats: [format], fileName: 'module', name: 'osckAdmin' },
      // The helpers come through the gateway's build-kit entry, whose other modules the templates
      // never use: none is imported for its side effects, so only what is called is bundled.
      rollupOptions: { treeshake: { moduleSideEffects: false } },
    },
  })) as Rollup.RollupOutput[]
  return output[0]!.output[0].code
}

/** The bundle, its lazy chunks (`103.decap-cms.js`) and its WebAssembly; not the `cms.js` copies. */
const isDecapFile = (file: string) => /(^|\.)decap-cms\.js$|\.wasm$/.test(file)

/**
 * `pnpm editor`'s config.yml: its site links (Decap's "View Live" and the header's link) go to the
 * dev site the editor is served from, whatever port it is on.
 */
export const localConfigYaml = (host: string | undefined) =>
  editorConfigYaml(host ? { ...EDITOR_SETTINGS, siteUrl: `http://${host}` } : EDITOR_SETTINGS, {
    local: true,
  })

/** Every file of /admin/, by path under it: the page, its script and style, config.yml, Decap, libheif. */
function adminFiles(local: boolean, host?: string): Map<string, () => string | Buffer> {
  const files = new Map<string, () => string | Buffer>([
    ['config.yml', () => (local ? localConfigYaml(host) : editorConfigYaml(undefined, { local }))],
  ])
  for (const file of readdirSync(pageDir)) files.set(file, () => readFileSync(join(pageDir, file)))
  // Online with no sign-in worker the page says so (sign-in/not-set-up.ts); locally none is needed.
  if (!local) {
    files.set('index.html', () =>
      withNotSetUpNotice(readFileSync(join(pageDir, 'index.html'), 'utf8'), EDITOR_SETTINGS),
    )
    if (!EDITOR_SETTINGS.authUrl) files.set(NOT_SET_UP_PAGE, () => notSetUpPage(EDITOR_SETTINGS))
  }
  for (const file of readdirSync(decapDist).filter(isDecapFile))
    files.set(file, () => readFileSync(join(decapDist, file)))
  for (const [file, source] of Object.entries(LIBHEIF_FILES))
    files.set(file, () => readFileSync(join(libheifDir, source)))
  return files
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
}

/**
 * The content editor at /admin/ (docs/editing.md): written into the shell's build as plain files
 * beside its bundles, never imported by them, so no visitor downloads any of it. The service
 * worker's precache takes only index.html, assets/, theme-init.js and images/ (vite/offline.ts).
 * `pnpm dev` serves the same files, config.yml regenerated on every request with the local backend
 * (`pnpm editor`, scripts/editor.mjs).
 */
export function adminEditor(): Plugin {
  return {
    name: 'osck:admin-editor',
    async generateBundle() {
      for (const [file, read] of adminFiles(false))
        this.emitFile({ type: 'asset', fileName: `admin/${file}`, source: read() })
      for (const [file, [entry, format]] of Object.entries(MODULES))
        this.emitFile({ type: 'asset', fileName: `admin/${file}`, source: await buildModule(entry, format) })
    },
    configureServer(server) {
      server.middlewares.use('/admin', (req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://localhost').pathname
        const file = path === '/' ? 'index.html' : path.slice(1)
        const send = (body: string | Buffer) => {
          res.setHeader(
            'Content-Type',
            TYPES[file.slice(file.lastIndexOf('.'))] ?? 'application/octet-stream',
          )
          res.setHeader('Cache-Control', 'no-cache')
          res.setHeader('X-Robots-Tag', 'noindex')
          res.end(body)
        }
        // The preview templates bundled as the build bundles them, on each request: Decap's page
        // has no React preamble for the dev server's own transforms of the site's modules.
        if (MODULES[file]) return void buildModule(...MODULES[file]).then(send, next)
        const read = adminFiles(true, req.headers.host).get(file)
        if (!read) return next()
        send(read())
      })
    },
  }
}
