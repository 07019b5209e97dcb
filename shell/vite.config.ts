import { defineShellConfig } from '@osck/site-build/vite'
import { defineConfig } from 'vite'
import { adminEditor } from './vite/admin/plugin.ts'
import { offlinePlugins } from './vite/offline.ts'
import { site } from './vite/site/assembly.ts'

const config = defineShellConfig({ site })
config.plugins = [...(config.plugins ?? []), ...offlinePlugins(), adminEditor()]

export default defineConfig(config)
