/** The files-only layout (layout.mjs). */
export const PAGE_FOLDERS: string[]
export function flattenPages(dir: string): void
