/** The meta policies and SVG sanitizing of a files-only host (security.mjs). */
export function metaCsp(extraImgSrc?: string, formOrigins?: string): string
export function adminMetaCsp(): string
export function withMetaCsp(html: string, policy?: string): string
export function sanitizeSvg(text: string): { clean: string; hadActiveContent: boolean }
export function activeSvgUploads(dir: string): string[]
export function sanitizeSvgUploads(dir: string): string[]
