import type { ComponentType } from 'react'

/**
 * The shell↔remote contract. A remote declares the version it was built
 * against; the shell loads it only when the major matches and the remote's
 * minor is not newer than the shell's (contract-check.ts). The gateway's export
 * list is part of the contract: adding or removing a gateway export must bump
 * the version. A remote's exposed chunk holds this module: types and constants only.
 */
export const CONTRACT_VERSION = '2.4.0'

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
   * Optional: what each kind of page needs of the section, as loaders of its chunks. The shell
   * calls the current page's as soon as the remote arrives, so the screen downloads at once instead
   * of one lazy level after another as React reaches it.
   */
  readonly screens?: Partial<Record<SectionScreen, () => Promise<unknown>>>
  /**
   * Optional: the gateway parts each kind of page imports. The shell starts them as soon as the
   * remote arrives, beside the screen's own chunks, instead of one after another as the screen runs.
   */
  readonly gatewayParts?: Partial<Record<SectionScreen, readonly GatewayPart[]>>
}
