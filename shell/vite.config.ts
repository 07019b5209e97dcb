import { defineShellConfig } from '@osck/site-build/vite'
import { defineConfig } from 'vite'
import { HERO_LCP_IMAGE } from './src/home/heroImages.ts'
import { adminEditor } from './vite/admin/plugin.ts'
import { offlinePlugins } from './vite/offline.ts'

const config = defineShellConfig({ homeImage: HERO_LCP_IMAGE })
config.plugins = [...(config.plugins ?? []), ...offlinePlugins(), adminEditor()]

export default defineConfig(config)
