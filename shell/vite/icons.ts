import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import type { Plugin } from 'vite'

/** Brand colours of the app icons (the logo's own orange fills a maskable icon's safe-zone margin). */
const LOGO_ORANGE = '#F97316'

export interface AppIcon {
  fileName: string
  size: number
  /** Full-bleed: the logo at 80% on a solid square (Android's maskable safe zone, iOS home screen). */
  fullBleed: boolean
}

export const APP_ICONS: readonly AppIcon[] = [
  { fileName: 'icons/icon-192.png', size: 192, fullBleed: false },
  { fileName: 'icons/icon-512.png', size: 512, fullBleed: false },
  { fileName: 'icons/icon-maskable-512.png', size: 512, fullBleed: true },
  { fileName: 'icons/apple-touch-icon.png', size: 180, fullBleed: true },
]

export async function renderIcon(svg: Buffer, { size, fullBleed }: AppIcon): Promise<Buffer> {
  if (!fullBleed)
    return sharp(svg, { density: 72 * (size / 128) })
      .resize(size, size)
      .png()
      .toBuffer()
  const inner = Math.round(size * 0.8)
  const logo = await sharp(svg, { density: 72 * (inner / 128) })
    .resize(inner, inner)
    .png()
    .toBuffer()
  return sharp({ create: { width: size, height: size, channels: 4, background: LOGO_ORANGE } })
    .composite([{ input: logo, gravity: 'center' }])
    .png()
    .toBuffer()
}

/** Writes the web app manifest's PNG icons into the build, rendered from the SVG logo (none is committed). */
export function appIcons(logoSvg: string): Plugin {
  return {
    name: 'osck-app-icons',
    apply: 'build',
    async generateBundle() {
      const svg = await readFile(logoSvg)
      for (const icon of APP_ICONS) {
        this.emitFile({ type: 'asset', fileName: icon.fileName, source: await renderIcon(svg, icon) })
      }
    },
  }
}
