export interface NavItem {
  label: string
  to: string
  /** Paths (prefixes) for which the item counts as the current route. */
  match: string[]
}

export const NAV_ITEMS: NavItem[] = [
  { label: 'Home', to: '/', match: ['/home'] },
  { label: 'Events & Activities', to: '/events', match: ['/events'] },
  { label: 'Projects', to: '/projects', match: ['/projects'] },
  { label: 'Blog', to: '/blog', match: ['/blog'] },
]

export function isCurrent(item: NavItem, pathname: string): boolean {
  if (pathname === '/') return item.to === '/'
  return item.match.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
}

export function openChatInvite(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer')
}
