import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { PluginOption } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { appIcons } from './icons'

const logo = fileURLToPath(new URL('../public/images/logo.svg', import.meta.url))
const builtPage = fileURLToPath(new URL('../dist/index.html', import.meta.url))

/** The files the shell's page loads before anything else: its entry and its modulepreload list. */
export function startupFiles(html: string): Set<string> {
  const files = [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="\/(assets\/[^"]+\.js)"/g)]
  return new Set(files.map((match) => match[1]!))
}

/**
 * Held besides the start-up code: the update watcher, which every returning visit loads
 * (src/offline/register.ts), Home's screen, so that Home (the installed app's start page)
 * opens offline whichever page the visit began on, and the not-found page.
 */
const ALSO_HELD = /^assets\/(?:watchUpdates|HomePage|NotFoundPage)-[\w-]{8}\.js$/

/**
 * The precache holds what the shell needs to start and to say "you are offline": its page, the
 * start-up code, ALSO_HELD, the theme script and the site's drawings. Every other file (lazy
 * screens, markdown, dialogs, remotes, content, photos) is cached as the visitor uses it, so a
 * first visit downloads little it does not show.
 */
export function keepStartupOnly<Entry extends { url: string }>(entries: Entry[], html: string) {
  const startup = startupFiles(html)
  const kept = (url: string) => !url.startsWith('assets/') || startup.has(url) || ALSO_HELD.test(url)
  const manifest = entries.filter((entry) => kept(entry.url))
  return { manifest, warnings: [] as string[] }
}

/**
 * The service worker (src/sw/sw.ts, built by vite-plugin-pwa with Workbox's injectManifest), the
 * web app manifest and its icons. Only production builds get a worker: the dev server registers none
 * (the page registers it itself, after load, in production builds only: src/offline/register.ts).
 */
export function offlinePlugins(): PluginOption[] {
  return [
    appIcons(logo),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      devOptions: { enabled: false },
      includeManifestIcons: false,
      // URLs relative to the manifest: the same file works at a host's root and under a base path.
      manifest: {
        id: 'home',
        name: 'Open Source Community Kampala',
        short_name: 'OSCK',
        description:
          'Blog articles, events and projects of Open Source Community Kampala, also when your connection drops.',
        lang: 'en',
        start_url: 'home',
        scope: './',
        display: 'standalone',
        theme_color: '#b83d0b',
        background_color: '#ffffff',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The shell's page, its start-up code (keepStartupOnly), the theme script and the site's
        // drawings. The icons are the browser's to fetch when the site is installed.
        globPatterns: ['index.html', 'assets/**/*.{js,css}', 'theme-init.js', 'images/*.svg'],
        manifestTransforms: [(entries) => keepStartupOnly(entries, readFileSync(builtPage, 'utf8'))],
        dontCacheBustURLsMatching: /-[A-Za-z0-9_-]{8}\.(?:js|css)$/,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // The worker's own build: the site's scripts are minified by a plugin (@osck/site-build/vite), not by
        // build.minify, which the worker would otherwise inherit.
        minify: 'terser',
      },
    }),
  ]
}
