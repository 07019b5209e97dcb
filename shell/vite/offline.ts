import { fileURLToPath } from 'node:url'
import type { PluginOption } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { appIcons } from './icons'

const logo = fileURLToPath(new URL('../public/images/logo.svg', import.meta.url))

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
      manifest: {
        id: '/home',
        name: 'Open Source Community Kampala',
        short_name: 'OSCK',
        description:
          'Blog articles, events and projects of Open Source Community Kampala, also when your connection drops.',
        lang: 'en',
        start_url: '/home',
        scope: '/',
        display: 'standalone',
        theme_color: '#b83d0b',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The shell itself: its page, every bundle (the gateway and lazy screens too), the start-up
        // script, the icons and the site's drawings. Content, photos and remotes are cached as used.
        globPatterns: ['index.html', 'assets/**/*.{js,css}', 'theme-init.js', 'icons/*.png', 'images/*.svg'],
        dontCacheBustURLsMatching: /-[A-Za-z0-9_-]{8}\.(?:js|css)$/,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ]
}
