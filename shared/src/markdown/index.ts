export { Markdown } from './Markdown'
export type { MarkdownProps } from './Markdown'
