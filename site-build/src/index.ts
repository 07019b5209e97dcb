/**
 * The one vite config factory. Every federation detail lives here so that a
 * later move from @originjs/vite-plugin-federation to @module-federation/vite
 * touches this folder only.
 */
import federation from '@originjs/vite-plugin-federation'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import type { PluginOption, UserConfig } from 'vite'
import {
  defaultRemoteEntryUrl,
  EXPOSED_MODULE,
  REMOTE_ENTRY_FILE,
  REMOTES,
  type SectionName,
  SECTIONS,
  SHELL_PORT,
} from '@osck/shared/build-kit'
import { cachedTerser } from './cached-minify'
import { chunkOriginsFile } from './chunk-origins'
import { compileHintFor } from './compile-hint'
import { contentPlugin } from './content-plugin'
import {
  CHAKRA_ANATOMY,
  FEDERATION_EXPOSED_CHUNK,
  FEDERATION_RUNTIME,
  FEDERATION_SHARED_CHUNKS,
  libraryAssumptions,
} from './library-assumptions'
import { productionBundleCheck } from './production-bundle'
import { remoteManualChunks } from './remote-chunks'
import { sharedModules } from './shared-modules'
import type { Site } from './site-files/site-assembly'
import { sitePages } from './site-files/plugin'
import { startupPreload } from './startup-preload'
import { systemCss } from './system-css'

// OSCK_MINIFY_CACHE: the bench times a first build with an empty cache.
const minifyCache =
  process.env.OSCK_MINIFY_CACHE ??
  fileURLToPath(new URL('../../node_modules/.cache/osck-minify', import.meta.url))
const minifyScripts = process.env.OSCK_NO_MINIFY !== '1'

/** The product's deliberate delays can be switched off for benchmarks only. */
function defineFlags(): Record<string, string> {
  return { __OSCK_NO_DELAYS__: JSON.stringify(process.env.OSCK_NO_DELAYS === '1') }
}

function baseConfig(plugins: PluginOption[]): UserConfig {
  return {
    plugins: [
      react(),
      ...plugins,
      productionBundleCheck(),
      // terser: smaller output than esbuild's minifier (docs/decisions.md); cached, see the file.
      minifyScripts &&
        cachedTerser(
          { module: true, compress: { passes: 2 }, format: { comments: false } },
          minifyCache,
          compileHintFor,
        ),
      chunkOriginsFile(),
    ],
    define: defineFlags(),
    build: {
      // Federation rewrites shared imports into top-level awaits.
      target: 'esnext',
      modulePreload: false,
      cssCodeSplit: false,
      reportCompressedSize: false,
      // Scripts are minified by cachedTerser; styles by Vite.
      minify: false,
      cssMinify: true,
      sourcemap: process.env.OSCK_SOURCEMAP === '1',
      // Chakra's anatomy module builds every component's anatomy at its top level, unannotated: told
      // that createAnatomy is pure, Rollup drops the ones no screen uses.
      rollupOptions: { treeshake: { manualPureFunctions: ['createAnatomy'] } },
    },
    test: {
      environment: 'jsdom',
      globals: false,
      setupFiles: [fileURLToPath(import.meta.resolve('@osck/shared/testing/setup'))],
      css: false,
      // jsdom renders of whole screens are slow on 2-core CI machines.
      testTimeout: 20_000,
      include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
    },
  } as UserConfig
}

/** `site`: the site's pages (Home and each section's), which the build generates. */
export function defineShellConfig({ site }: { site: Site }): UserConfig {
  // Default URLs only: the shell points each remote at its /remotes.json entry at run time.
  const remotes: Record<string, { external: string; externalType: 'url'; format: 'esm'; from: 'vite' }> =
    Object.fromEntries(
      SECTIONS.map((section) => [
        REMOTES[section].federationName,
        { external: defaultRemoteEntryUrl(section), externalType: 'url', format: 'esm', from: 'vite' },
      ]),
    )
  const config = baseConfig([
    contentPlugin(),
    federation({ name: 'shell', remotes, shared: sharedModules() }),
    startupPreload(),
    systemCss(),
    libraryAssumptions([CHAKRA_ANATOMY, ...FEDERATION_SHARED_CHUNKS]),
    sitePages({ site }),
  ])
  // Small shell chunks merge into the chunks they load with: fewer files at start-up, each a
  // request on HTTP/1.1's six connections. (Not for remotes: the federation plugin
  // rewrites its runtime inside chunks of its own.)
  config.build = {
    ...config.build,
    rollupOptions: { ...config.build?.rollupOptions, output: { experimentalMinChunkSize: 3000 } },
  }
  config.server = { port: devPort(SHELL_PORT), strictPort: true }
  config.preview = { port: devPort(SHELL_PORT), strictPort: true }
  return config
}

/**
 * A dev or preview port moved by OSCK_DEV_PORT (the shell's; the remotes follow it at +1, +2, +3),
 * so two working trees can run `pnpm dev` side by side. Unset: the ports in shared/src/remotes.ts.
 */
export function devPort(port: number): number {
  const shell = Number(process.env.OSCK_DEV_PORT ?? SHELL_PORT)
  return port - SHELL_PORT + shell
}

export function defineRemoteConfig(section: SectionName): UserConfig {
  const remote = REMOTES[section]
  const config = baseConfig([
    contentPlugin(),
    federation({
      name: remote.federationName,
      filename: REMOTE_ENTRY_FILE,
      exposes: { [EXPOSED_MODULE]: './src/section.tsx' },
      shared: sharedModules(),
    }),
    libraryAssumptions([FEDERATION_EXPOSED_CHUNK, FEDERATION_RUNTIME]),
  ])
  // Relative URLs: the same build works under /remotes/<section>/ and on its own origin.
  config.base = './'
  // A screen's own chunks download together with it, not one import level after another.
  config.build = {
    ...config.build,
    assetsDir: '',
    modulePreload: { polyfill: false },
    rollupOptions: {
      ...config.build?.rollupOptions,
      output: {
        // See remote-chunks.ts: the exposed module's chunk and the routes chunk.
        manualChunks: remoteManualChunks,
      },
    },
  }
  config.server = { port: devPort(remote.port), strictPort: true, cors: true }
  config.preview = { port: devPort(remote.port), strictPort: true, cors: true }
  return config
}

export { REMOTES, SECTIONS, SHELL_PORT }
