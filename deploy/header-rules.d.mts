/** The one caching and security policy (header-rules.mjs). */
export interface Topology {
  remoteOrigins?: string
  extraImgSrc?: string
}
export type Headers = Record<string, string | string[]>
export interface HeaderRule {
  name: string
  what: string
  paths: string[]
  fileName?: RegExp
  staticHosts?: false
  headers(topology: Topology): Headers
}
export const UPLOADS_CSP: string
export const ADMIN_CSP: string
export const CONTENT_IMAGE_SOURCES: string
export const EVERY_ANSWER: Headers
export const HEADER_RULES: HeaderRule[]
export function shellCsp(topology?: Topology): string
export function metaPolicy(policy: string): string
export function pathPattern(path: string): RegExp
export function ruleFor(pathname: string): HeaderRule | undefined
export function headersFor(pathname: string, topology?: Topology): Headers
