import { siteConfig } from '../site-config'

/** '{title} | Open Source Community Kampala', the title of every page but Home. */
export function pageTitle(title: string): string {
  return `${title} | ${siteConfig.name}`
}
