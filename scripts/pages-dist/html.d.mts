/** The published HTML under a base path (html.mjs). */
export function rebaseHtml(html: string, base: string): string
