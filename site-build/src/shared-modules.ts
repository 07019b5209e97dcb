import { createRequire } from 'node:module'
import { GATEWAY_PARTS } from '@osck/shared/build-kit'

const require = createRequire(import.meta.url)

function versionOf(pkg: string): string {
  return (require(`${pkg}/package.json`) as { version: string }).version
}

/**
 * Only react, react-dom and the @osck/shared gateway are shared. The plugin
 * shares whole packages untree-shaken, so UI kit, router, theme and motion
 * reach remotes through the gateway, which re-exports only what is used.
 * A version mismatch would silently load a second copy; the catalog pins them.
 */
export function sharedModules() {
  const gatewayVersion = versionOf('@osck/shared')
  return {
    react: { version: versionOf('react'), requiredVersion: `^${versionOf('react')}` },
    // React 18's JSX runtime reads React's internals: it must be the shared React's, not a copy.
    'react/jsx-runtime': { version: versionOf('react'), requiredVersion: `^${versionOf('react')}` },
    'react-dom': { version: versionOf('react-dom'), requiredVersion: `^${versionOf('react-dom')}` },
    '@osck/shared': { version: gatewayVersion, requiredVersion: `^${gatewayVersion}` },
    // Screen-specific parts of the gateway: one copy each, downloaded with the screen that uses
    // them. (Markdown is a lazy chunk of the gateway itself: LazyMarkdown.)
    ...Object.fromEntries(
      GATEWAY_PARTS.map((part) => [
        `@osck/shared/${part}`,
        { version: gatewayVersion, requiredVersion: `^${gatewayVersion}` },
      ]),
    ),
  }
}
