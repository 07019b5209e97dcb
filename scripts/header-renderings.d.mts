/** The nginx and `_headers` renderings of the policy (header-renderings.mjs). */
import type { Topology } from '../deploy/header-rules.mjs'
export function nginxSnippets(): Record<string, string>
export function headersFile(base?: string, topology?: Topology): string
