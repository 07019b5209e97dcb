import { spawnSync } from 'node:child_process'

/** pnpm as this process was started with it, else the pinned one through npx. */
export function pnpmCommand() {
  const execpath = process.env.npm_execpath ?? ''
  return execpath.includes('pnpm') ? [process.execPath, execpath] : ['npx', '-y', 'pnpm@10.34.9']
}

/** Runs each step in order, printing a header; stops at the first failure. */
export function runSteps(steps) {
  const [cmd, ...pre] = pnpmCommand()
  for (const [label, args, env = {}] of steps) {
    console.log(`\n▶ ${label}`)
    const started = Date.now()
    const result = spawnSync(cmd, [...pre, ...args], { stdio: 'inherit', env: { ...process.env, ...env } })
    if (result.status !== 0) {
      console.error(`✖ ${label} failed (exit ${result.status})`)
      process.exit(result.status ?? 1)
    }
    console.log(`✔ ${label} (${Math.round((Date.now() - started) / 1000)} s)`)
  }
}
