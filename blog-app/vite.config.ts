import { defineRemoteConfig } from '../shared/vite/index.ts'
import { defineConfig } from 'vite'

export default defineConfig(defineRemoteConfig('blog'))
