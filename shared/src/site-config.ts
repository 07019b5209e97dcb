/**
 * Everything a maintainer may need to fill in: the community's name, the chat
 * invite and the social links. Targets that are placeholders (docs/product.md) stay `#`.
 */
export const siteConfig = {
  name: 'Open Source Community Kampala',
  shortName: 'OSCK',
  tagline: 'Empowering innovation through collaboration, creativity and community engagement.',
  heroTagline:
    'A home in Kampala for developers, designers and learners who build, share and grow together through open source.',
  description:
    'Open Source Community Kampala brings developers, designers and learners together to build open source software, share knowledge and grow the tech ecosystem in Uganda.',
  /** External group chat invite; opened in a new tab, never shown as text. */
  chatInviteUrl: 'https://chat.whatsapp.com/osck-community-invite',
  /**
   * Public origin of the site, for the absolute URLs of the generated pages, cards, feeds and
   * sitemap. Set OSCK_SITE_URL when building for a real host; at run time the page's own origin
   * is used.
   */
  siteUrl: 'http://localhost:8080',
  copyrightYear: 2025,
  logo: '/images/logo.svg',
  social: [
    { label: 'Twitter', href: '#' },
    { label: 'LinkedIn', href: '#' },
    { label: 'Instagram', href: '#' },
  ],
  /** Placeholders (docs/product.md): buttons and links that lead nowhere yet. */
  placeholders: {
    categoryView: '#',
    learnMore: '/about',
    joinUsAnchor: '#join-us',
  },
} as const

export type SiteConfig = typeof siteConfig
