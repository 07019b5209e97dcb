import type { ComponentType } from 'react'

/**
 * The shell↔remote contract. A remote declares the version it was built
 * against; the shell loads it only when the major matches and the remote's
 * minor is not newer than the shell's. The gateway's export list is part of
 * the contract: adding or removing a gateway export must bump the version.
 */
export const CONTRACT_VERSION = '2.3.0'

/** The gateway's screen-specific parts, each shared on its own (`@osck/shared/<part>`). */
export const GATEWAY_PARTS = ['dialog', 'tabs', 'forms'] as const
export type GatewayPart = (typeof GATEWAY_PARTS)[number]

/** A section's kinds of page: its Home teaser, its list, a detail page. */
export type SectionScreen = 'home' | 'list' | 'detail'

export interface SectionModule {
  /** CONTRACT_VERSION of the gateway the remote was built against. */
  readonly contractVersion: string
  /** The section's screens; the shell mounts them under the section's base path. */
  readonly Routes: ComponentType
  /** Optional block the shell places on Home (Latest Articles, Upcoming Events). */
  readonly HomeTeaser?: ComponentType
  /**
   * Optional: the gateway parts each kind of page imports. The shell starts them as soon as the
   * remote arrives, beside the screen's own chunks, instead of one after another as the screen runs.
   */
  readonly gatewayParts?: Partial<Record<SectionScreen, readonly GatewayPart[]>>
}

export type ContractCheck = { ok: true } | { ok: false; reason: string }

function parseVersion(version: string): [number, number] | undefined {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version)
  return match ? [Number(match[1]), Number(match[2])] : undefined
}

export function checkContract(remoteVersion: unknown, shellVersion = CONTRACT_VERSION): ContractCheck {
  const remote = typeof remoteVersion === 'string' ? parseVersion(remoteVersion) : undefined
  const shell = parseVersion(shellVersion)
  if (!remote || !shell) return { ok: false, reason: `invalid contract version ${String(remoteVersion)}` }
  if (remote[0] !== shell[0]) {
    return { ok: false, reason: `contract major ${remote[0]} is not the shell's ${shell[0]}` }
  }
  if (remote[1] > shell[1]) {
    return { ok: false, reason: `remote needs contract ${remoteVersion}, shell provides ${shellVersion}` }
  }
  return { ok: true }
}

export function isSectionModule(value: unknown): value is SectionModule {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as Record<string, unknown>
  return typeof candidate.Routes === 'function' || typeof candidate.Routes === 'object'
}
