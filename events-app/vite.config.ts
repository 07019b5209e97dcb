import { defineRemoteConfig } from '@osck/site-build/vite'
import { defineConfig } from 'vite'

export default defineConfig(defineRemoteConfig('events'))
