export { Markdown, MARKDOWN_ALLOWED_PROTOCOLS, safeUrl } from './Markdown'
export type { MarkdownProps } from './Markdown'
