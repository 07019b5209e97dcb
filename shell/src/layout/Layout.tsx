import { Box, chakra, Flex, Outlet, ScrollRestoration, Toaster } from '@osck/shared'
import { BackToTop } from './BackToTop'
import { Footer } from './Footer'
import { Navbar } from './Navbar'
import { UpdatePrompt } from '../offline/UpdatePrompt'

export function Layout() {
  return (
    <Flex direction="column" minH="100vh">
      <ScrollRestoration />
      <chakra.a
        href="#main-content"
        position="absolute"
        left="2"
        top="-20"
        zIndex="skipNav"
        bg="brand.solid"
        color="brand.contrast"
        px="4"
        py="2"
        borderRadius="md"
        _focus={{ top: '2' }}
      >
        Skip to content
      </chakra.a>
      <Navbar />
      <Box as="main" id="main-content" tabIndex={-1} flex="1" outline="none" minH="100dvh">
        <Outlet />
      </Box>
      <Footer />
      <BackToTop />
      <Toaster />
      <UpdatePrompt />
    </Flex>
  )
}
