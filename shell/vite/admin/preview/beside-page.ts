/**
 * A file of /admin/ by its URL beside the admin page (`…/admin/`), so it is found under any base
 * path the site is published at (`/osck-site/admin/preview.css` on a GitHub Pages project site).
 */
export const besidePage = (file: string): string => new URL(file, document.baseURI).href
