import type { ComponentType } from 'react'

/**
 * The shell↔remote contract. A remote declares the version it was built
 * against; the shell loads it only when the major matches and the remote's
 * minor is not newer than the shell's (contract-check.ts). The gateway's export
 * list is part of the contract: adding or removing a gateway export must bump
 * the version. A remote's exposed chunk holds this module: types and constants only.
 *
 * The contract names no page: a section's pages are its own (its `src/pages.ts`), and the shell
 * asks the remote what a path is (`preload`), so a new page needs no new contract.
 */
export const CONTRACT_VERSION = '4.0.0'

/** The gateway's screen-specific parts, each shared on its own (`@osck/shared/<part>`). */
export const GATEWAY_PARTS = ['dialog', 'tabs', 'forms', 'inputs'] as const
export type GatewayPart = (typeof GATEWAY_PARTS)[number]

/** What a section's page needs before it renders, as the remote answers for one path. */
export interface PagePreload {
  /** Starts the page's own chunks (its screen and what it imports). */
  readonly load?: () => Promise<unknown>
  /** The gateway parts the page imports: the shell starts them beside the page's chunks. */
  readonly gatewayParts?: readonly GatewayPart[]
}

export interface SectionModule {
  /** CONTRACT_VERSION of the gateway the remote was built against. */
  readonly contractVersion: string
  /** The section's pages; the shell mounts them under the section's base path. */
  readonly Routes: ComponentType
  /** Optional block the shell places on Home (Latest Articles, Upcoming Events). */
  readonly HomeTeaser?: ComponentType
  /**
   * Optional: what the page at `pathname` (a path under the section's base path, or Home's path
   * for the teaser) needs, or undefined when the section has no such page. The shell asks as soon
   * as the remote arrives, so the screen downloads at once instead of one lazy level after another.
   */
  readonly preload?: (pathname: string) => PagePreload | undefined
}
