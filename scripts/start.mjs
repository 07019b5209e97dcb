#!/usr/bin/env node
// `pnpm start`: build the shell and the three remotes, then serve the composed site.
import { runSteps } from './run-steps.mjs'

// Absolute URLs (canonical, feeds, sitemap) name the address this server answers on, unless set.
process.env.OSCK_SITE_URL ??= `http://localhost:${process.env.PORT ?? 8080}`

runSteps([['production build', ['build']]])
await import('./serve.mjs')
