import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  DIST,
  SECTIONS,
  copyShell,
  nginxVariables,
  remoteServerBlock,
  renderSiteConfig,
  writeRemotesManifest,
} from '../../../scripts/deploy-nginx.mjs'
import { startNginx, writeRuntimeConfig } from '../../../scripts/nginx-runtime.mjs'

export type Section = 'blog' | 'events' | 'projects'
export type Manifest = Record<Section, string>

/**
 * The stack playwright.deploy.config.ts starts (scripts/deploy-local.mjs): shell on
 * DEPLOY_BASE_PORT (4281), the remotes on the next three ports.
 */
const MAIN_PORT = Number(process.env.DEPLOY_BASE_PORT ?? 4281)
export const MAIN = {
  shell: `http://127.0.0.1:${MAIN_PORT}`,
  blog: `http://127.0.0.1:${MAIN_PORT + 1}`,
  events: `http://127.0.0.1:${MAIN_PORT + 2}`,
  projects: `http://127.0.0.1:${MAIN_PORT + 3}`,
} as const

export const entry = (origin: string) => `${origin}/remoteEntry.js`
export const originAt = (port: number, scheme = 'http') => `${scheme}://127.0.0.1:${port}`

export interface StackOptions {
  /** Serve a remote from another folder than its build (e.g. a patched copy). */
  roots?: Partial<Record<Section, string>>
  /** Remote origins the shell's CSP also allows (a second slot, a proxy in front of a remote). */
  extraRemoteOrigins?: string[]
  /** Where remotes.json points each section (default: the section's own origin). */
  manifest?: Partial<Manifest>
  /** Serve the four origins over HTTPS (HTTP/2) with this certificate (PEM file paths). */
  tls?: { cert: string; key: string }
}

/**
 * A private production stack for one test: a copy of the shell build at `base`, the three
 * remotes at base+1..base+3, one nginx running deploy/nginx.conf rendered for those origins.
 */
export class Stack {
  readonly dir = mkdtempSync(join(tmpdir(), 'osck-deploy-e2e-'))
  readonly shellRoot = join(this.dir, 'shell')
  readonly origins: Record<'shell' | Section, string>
  private nginx: Awaited<ReturnType<typeof startNginx>> | undefined
  private omit: Section[] = []
  private extraServers: string[] = []

  constructor(
    base: number,
    private readonly options: StackOptions = {},
  ) {
    const scheme = options.tls ? 'https' : 'http'
    this.origins = {
      shell: originAt(base, scheme),
      blog: originAt(base + 1, scheme),
      events: originAt(base + 2, scheme),
      projects: originAt(base + 3, scheme),
    }
  }

  static async start(base: number, options: StackOptions = {}): Promise<Stack> {
    const stack = new Stack(base, options)
    copyShell(stack.shellRoot, { ...stack.defaultManifest(), ...options.manifest })
    stack.render()
    writeRuntimeConfig(stack.dir, { tls: options.tls })
    stack.nginx = await startNginx(stack.dir)
    return stack
  }

  defaultManifest(): Manifest {
    return {
      blog: entry(this.origins.blog),
      events: entry(this.origins.events),
      projects: entry(this.origins.projects),
    }
  }

  /** Edits the served remotes.json (what an operator does on a remote's redeployment). */
  setManifest(manifest: Partial<Manifest>): void {
    writeRemotesManifest(this.shellRoot, { ...this.defaultManifest(), ...manifest })
  }

  /** Takes a remote offline: its server block is removed and nginx reloaded (its port closes). */
  async removeRemote(section: Section): Promise<void> {
    this.omit.push(section)
    this.render()
    await this.nginx!.reload()
  }

  /** Adds a server block for a remote build on a new origin (e.g. a redeployment) and reloads. */
  async addRemoteServer(origin: string, root: string): Promise<void> {
    this.extraServers.push(remoteServerBlock(origin, root))
    this.render()
    await this.nginx!.reload()
  }

  async stop(): Promise<void> {
    await this.nginx?.stop()
    rmSync(this.dir, { recursive: true, force: true })
  }

  private render(): void {
    const roots = this.options.roots ?? {}
    const sites = {
      shell: { origin: this.origins.shell, root: this.shellRoot },
      ...Object.fromEntries(
        (SECTIONS as Section[]).map((s) => [s, { origin: this.origins[s], root: roots[s] ?? DIST[s] }]),
      ),
    }
    const vars = nginxVariables(sites, { extraRemoteOrigins: this.options.extraRemoteOrigins ?? [] })
    renderSiteConfig(this.dir, vars, { omitRemotes: this.omit, extraServers: this.extraServers })
  }
}
