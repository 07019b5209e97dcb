import { defineShellConfig } from '../shared/vite/index.ts'
import { defineConfig } from 'vite'
import { HERO_LCP_IMAGE } from './src/home/heroImages.ts'
import { offlinePlugins } from './vite/offline.ts'

const config = defineShellConfig({ homeImage: HERO_LCP_IMAGE })
config.plugins = [...(config.plugins ?? []), ...offlinePlugins()]

export default defineConfig(config)
