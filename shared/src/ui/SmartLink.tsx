import { chakra, type HTMLChakraProps } from '@chakra-ui/react'
import { forwardRef } from 'react'
import { Link as RouterLink } from 'react-router-dom'

export function isExternalHref(href: string): boolean {
  return href.startsWith('http')
}

export type SmartLinkProps = HTMLChakraProps<'a'> & { href: string }

const ChakraRouterLink = chakra(RouterLink)

/**
 * One link for every target: `http…` opens in a new tab with noopener,
 * in-app paths use client-side routing, `#` placeholders stay plain anchors.
 */
export const SmartLink = forwardRef<HTMLAnchorElement, SmartLinkProps>(function SmartLink(
  { href, ...props },
  ref,
) {
  if (isExternalHref(href)) {
    return <chakra.a ref={ref} href={href} target="_blank" rel="noopener noreferrer" {...props} />
  }
  if (href.startsWith('/')) return <ChakraRouterLink ref={ref} to={href} {...props} />
  return <chakra.a ref={ref} href={href} {...props} />
})
