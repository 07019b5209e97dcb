import { safeImage } from '@osck/shared/build-kit'

/** `![alt](url "title")` and `![alt](<url>)`: the inline images of a body, as authors write them. */
const INLINE_IMAGE = /!\[[^\]]*\]\(\s*(?:<([^>]*)>|([^\s)]+))/g

/**
 * The images of an entry the site will not show (an http: or data: URL, another protocol), in the
 * order written: the preview names them, as `pnpm content:check` does, before anything is published.
 */
export function unshownImages(image: string | undefined, body: string): string[] {
  const urls = [...body.matchAll(INLINE_IMAGE)].map((match) => match[1] ?? match[2] ?? '')
  if (image?.trim()) urls.unshift(image.trim())
  return urls.filter((url) => url && !safeImage(url))
}

/** How a URL is named in the notice: a data: URI by its size, never its megabytes of text. */
export function shownUrl(url: string): string {
  if (!/^data:/i.test(url)) return url
  return `${url.slice(0, url.indexOf(',') + 1 || 20)}… (${Math.round(url.length / 1024)} KB)`
}
