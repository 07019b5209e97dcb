export { Markdown } from './Markdown'
export type { MarkdownProps } from './Markdown'
export { PrerenderedBody } from './PrerenderedBody'
export { bodyHash, forgetStaticBody, keepStaticBody, staticBodyFor } from './static-body'
