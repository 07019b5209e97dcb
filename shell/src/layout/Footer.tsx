import { sitePath } from '@osck/shared/site-base'
import {
  Box,
  Container,
  Flex,
  HStack,
  Image,
  SimpleGrid,
  siteConfig,
  SmartLink,
  Stack,
  Text,
} from '@osck/shared'

const FOOTER_LINKS = [
  { label: 'Events', href: '/events' },
  { label: 'Projects', href: '/projects' },
  { label: 'Blog Posts', href: '/blog' },
  { label: 'Join Us', href: siteConfig.placeholders.joinUsAnchor },
]

const linkStyle = {
  color: 'fg.muted',
  _hover: { color: 'brand.fg', textDecoration: 'underline' },
  focusRing: 'outside',
  borderRadius: 'sm',
} as const

export function Footer() {
  return (
    <Box as="footer" id="join-us" bg="bg.subtle" borderTopWidth="1px" mt="auto">
      <Container maxW="7xl" py="12">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="10">
          <Stack gap="3">
            <HStack gap="2">
              <Image src={sitePath(siteConfig.logo)} alt="" width="40px" height="40px" />
              <Text fontWeight="bold" fontSize="lg">
                {siteConfig.name}
              </Text>
            </HStack>
            <Text color="fg.muted">{siteConfig.tagline}</Text>
          </Stack>
          <Box as="nav" aria-label="Footer">
            <Text fontWeight="semibold" mb="3">
              Explore
            </Text>
            <Stack as="ul" gap="2" listStyleType="none">
              {FOOTER_LINKS.map((link) => (
                <li key={link.label}>
                  <SmartLink href={link.href} {...linkStyle}>
                    {link.label}
                  </SmartLink>
                </li>
              ))}
            </Stack>
          </Box>
          <Box>
            <Text fontWeight="semibold" mb="3">
              Follow us
            </Text>
            <HStack as="ul" gap="4" listStyleType="none">
              {siteConfig.social.map((social) => (
                <li key={social.label}>
                  <SmartLink href={social.href} {...linkStyle}>
                    {social.label}
                  </SmartLink>
                </li>
              ))}
            </HStack>
          </Box>
        </SimpleGrid>
        <Flex borderTopWidth="1px" mt="10" pt="6" justify="center">
          <Text fontSize="sm" color="fg.muted">
            © {siteConfig.copyrightYear} {siteConfig.name}. All rights reserved.
          </Text>
        </Flex>
      </Container>
    </Box>
  )
}
