// The build scripts' module loader as plain code (no browser): loading the build's modules leaves
// the process's environment as it was, so a `vite build` started afterwards is a production one.
import { expect, test } from '@playwright/test'
import { withBuildModules } from '../../scripts/build-modules.mjs'

test('loading build modules leaves NODE_ENV and the rest of the environment as they were', async () => {
  const before = { ...process.env }
  delete process.env.NODE_ENV
  try {
    const base = await withBuildModules(async (load) => {
      const { basePathOf } = (await load('@osck/site-build/publish')) as {
        basePathOf: (url: string) => string
      }
      return basePathOf('https://volunteer.github.io/osck-site')
    })
    expect(base).toBe('/osck-site/')
    expect(process.env.NODE_ENV).toBeUndefined()
    expect({ ...process.env }).toEqual({ ...before, NODE_ENV: undefined })
  } finally {
    Object.assign(process.env, before)
  }
})
