import { sitePath } from '@osck/shared/site-base'
import {
  Box,
  Button,
  CloseIcon,
  Container,
  Flex,
  HStack,
  IconButton,
  Image,
  MenuIcon,
  siteConfig,
  SmartLink,
  Stack,
  THRESHOLDS,
  useLocation,
  type SystemStyleObject,
} from '@osck/shared'
import { useEffect, useRef, useState } from 'react'
import { isCurrent, NAV_ITEMS, openChatInvite } from './navLinks'
import { ThemeToggle } from './ThemeToggle'
import { useScrolledAttribute } from './useScrolledPast'

function NavItems({ direction, onNavigate }: { direction: 'row' | 'column'; onNavigate?: () => void }) {
  const { pathname } = useLocation()
  return (
    <Stack as="ul" direction={direction} gap={direction === 'row' ? '1' : '1'} listStyleType="none">
      {NAV_ITEMS.map((item) => {
        const current = isCurrent(item, pathname)
        return (
          <li key={item.to}>
            <SmartLink
              href={item.to}
              onClick={onNavigate}
              aria-current={current ? 'page' : undefined}
              display="block"
              px="3"
              py="2"
              borderRadius="md"
              fontWeight="medium"
              color={current ? 'brand.fg' : 'fg.muted'}
              bg={current ? 'brand.subtle' : undefined}
              _hover={{ color: 'brand.fg', bg: 'brand.subtle' }}
              focusRing="outside"
            >
              {item.label}
            </SmartLink>
          </li>
        )
      })}
    </Stack>
  )
}

// The header's look while the page is scrolled hangs on an attribute (useScrolledAttribute): the
// class never changes, so the first scroll inserts no style rule (a new rule made the browser
// restyle the whole page) and re-renders nothing.
const HEADER_CSS: SystemStyleObject = {
  bg: 'bg',
  boxShadow: 'none',
  borderColor: 'border',
  '&[data-scrolled=true]': {
    bg: 'bg/90',
    backdropFilter: 'blur(8px)',
    boxShadow: 'md',
    borderColor: 'transparent',
  },
}

export function Navbar() {
  const header = useRef<HTMLElement>(null)
  useScrolledAttribute(header, THRESHOLDS.navbarScrolledPx)
  const [menuOpen, setMenuOpen] = useState(false)
  const { pathname } = useLocation()
  useEffect(() => setMenuOpen(false), [pathname])

  const joinUs = () => {
    openChatInvite(siteConfig.chatInviteUrl)
    setMenuOpen(false)
  }

  return (
    <Box
      as="header"
      ref={header}
      position="sticky"
      top="0"
      zIndex="sticky"
      css={HEADER_CSS}
      // The border stays 1 px (only its colour goes): a height change here would make the
      // browser's scroll anchoring nudge the page by 1 px whenever the style flips.
      borderBottomWidth="1px"
      transition="box-shadow 0.2s, background-color 0.2s"
    >
      <Container maxW="7xl" as="nav" aria-label="Main navigation">
        <Flex h="16" align="center" justify="space-between" gap="4">
          <SmartLink
            href="/"
            aria-label={`${siteConfig.shortName}, ${siteConfig.name} home`}
            borderRadius="md"
            focusRing="outside"
          >
            <HStack gap="2">
              <Image src={sitePath(siteConfig.logo)} alt="" width="36px" height="36px" />
              <Box as="span" fontWeight="bold" fontSize="lg" color="fg">
                {siteConfig.shortName}
              </Box>
            </HStack>
          </SmartLink>
          <Box display={{ base: 'none', md: 'block' }}>
            <NavItems direction="row" />
          </Box>
          <HStack gap="2">
            <ThemeToggle />
            <Button display={{ base: 'none', md: 'inline-flex' }} colorPalette="brand" onClick={joinUs}>
              Join Us
            </Button>
            <IconButton
              display={{ base: 'inline-flex', md: 'none' }}
              variant="ghost"
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
            </IconButton>
          </HStack>
        </Flex>
        {menuOpen && (
          <Box id="mobile-menu" display={{ md: 'none' }} pb="4" borderTopWidth="1px" pt="2">
            <NavItems direction="column" onNavigate={() => setMenuOpen(false)} />
            <Button mt="3" width="full" colorPalette="brand" onClick={joinUs}>
              Join Us
            </Button>
          </Box>
        )}
      </Container>
    </Box>
  )
}
