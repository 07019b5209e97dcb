import { LazyMarkdown } from '@osck/shared'

/** The sanitized markdown body; the renderer is a lazy chunk of the gateway, downloaded once. */
export function EventBody({ content }: { content: string }) {
  return <LazyMarkdown>{content}</LazyMarkdown>
}
