import { fileURLToPath } from 'node:url'
import { runnerImport, type Plugin } from 'vite'
import type * as SystemModule from '@osck/shared/system'
import { renderSystemCss, SYSTEM_CSS_ELEMENT_ID } from '@osck/shared/build-kit'

const systemModule = fileURLToPath(import.meta.resolve('@osck/shared/system'))

/** Puts the system's global CSS into the built HTML, so the browser does not serialise and insert it. */
export function systemCss(): Plugin {
  let rendered: Promise<string> | undefined
  const render = () =>
    runnerImport<typeof SystemModule>(systemModule, { configFile: false, logLevel: 'error' }).then(
      ({ module }) => renderSystemCss(module.system),
    )
  return {
    name: 'osck-system-css',
    apply: 'build',
    // Started with the build, not after it: loading Chakra takes seconds, beside the bundling.
    buildStart() {
      rendered = render()
      // Awaited in transformIndexHtml; a build that fails first must not also report this one.
      rendered.catch(() => undefined)
    },
    transformIndexHtml: {
      order: 'post',
      async handler() {
        const css = await (rendered ??= render())
        return [
          { tag: 'style', attrs: { id: SYSTEM_CSS_ELEMENT_ID }, children: css, injectTo: 'head' as const },
        ]
      },
    },
  }
}
