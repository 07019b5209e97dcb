import { CONTRACT_VERSION, type SectionModule } from './contract'

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
