import { resetSiteBase } from '@osck/shared/site-base'

/** Tests: the admin page as it was before any base was set (no `osck-base` meta). */
export function forgetBase() {
  document.head.querySelector('meta[name="osck-base"]')?.remove()
  resetSiteBase()
}

/** Tests: the admin page as `pnpm build:pages` writes it for `base`. */
export function publishedUnder(base: string) {
  forgetBase()
  const meta = document.createElement('meta')
  meta.name = 'osck-base'
  meta.content = base
  document.head.append(meta)
}
