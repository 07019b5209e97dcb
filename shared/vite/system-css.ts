import { fileURLToPath } from 'node:url'
import { runnerImport, type Plugin } from 'vite'
import type * as SystemModule from '../src/ui/system'
import { SYSTEM_CSS_ELEMENT_ID } from '../src/ui/system-css'
import { renderSystemCss } from './render-system-css'

const systemModule = fileURLToPath(new URL('../src/ui/system.ts', import.meta.url))

/** Puts the system's global CSS into the built HTML, so the browser does not serialise and insert it. */
export function systemCss(): Plugin {
  return {
    name: 'osck-system-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler() {
        const { module } = await runnerImport<typeof SystemModule>(systemModule, {
          configFile: false,
          logLevel: 'error',
        })
        const css = renderSystemCss(module.system)
        return [
          { tag: 'style', attrs: { id: SYSTEM_CSS_ELEMENT_ID }, children: css, injectTo: 'head' as const },
        ]
      },
    },
  }
}
