import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { GATEWAY_PARTS, type GatewayPart } from '../contract'

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier)
  // A folder exists too: only a file is a module.
  return EXTENSIONS.map((extension) => base + extension).find(
    (path) => existsSync(path) && statSync(path).isFile(),
  )
}

/**
 * The gateway parts (`@osck/shared/dialog`, `/tabs`, `/forms`) that `files` import statically,
 * themselves or through their own relative imports: what their screen needs as soon as it runs.
 * A dynamic `import()` is not followed (that code comes later, when it is asked for).
 */
export function gatewayPartsImportedBy(...files: string[]): GatewayPart[] {
  const parts = new Set<GatewayPart>()
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const part = specifier.replace('@osck/shared/', '') as GatewayPart
      if (specifier.startsWith('@osck/shared/') && GATEWAY_PARTS.includes(part)) parts.add(part)
      if (specifier.startsWith('.')) {
        const next = resolveRelative(file, specifier)
        if (next) visit(next)
      }
    }
  }
  files.forEach((file) => visit(resolve(file)))
  return GATEWAY_PARTS.filter((part) => parts.has(part))
}

/**
 * What a section's screens should declare as `gatewayParts`: for each page, the parts its files
 * import (paths relative to `base`, a test's `import.meta.url`). A page that imports none is left out.
 */
export function gatewayPartsByPage(
  filesByPage: Record<string, string[]>,
  base: string,
): Record<string, GatewayPart[]> {
  const expected: Record<string, GatewayPart[]> = {}
  for (const [page, files] of Object.entries(filesByPage)) {
    const parts = gatewayPartsImportedBy(...files.map((file) => fileURLToPath(new URL(file, base))))
    if (parts.length > 0) expected[page] = parts
  }
  return expected
}

/** The gateway parts each page's screen declares, pages declaring none left out. */
export const declaredGatewayParts = (
  screens: Record<string, { load: unknown; gatewayParts?: readonly GatewayPart[] }>,
): Record<string, GatewayPart[]> =>
  Object.fromEntries(
    Object.entries(screens)
      .filter(([, screen]) => (screen.gatewayParts ?? []).length > 0)
      .map(([page, screen]) => [page, [...(screen.gatewayParts ?? [])]]),
  )
