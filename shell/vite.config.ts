import { defineShellConfig } from '../shared/vite/index.ts'
import { defineConfig } from 'vite'
import { offlinePlugins } from './vite/offline.ts'

const config = defineShellConfig()
config.plugins = [...(config.plugins ?? []), ...offlinePlugins()]

export default defineConfig(config)
