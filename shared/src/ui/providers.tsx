import { ChakraProvider } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { system } from './system'
import { hasPrebuiltSystemCss, systemForPage } from './system-css'
import { ThemeProvider } from './theme'

const pageSystem = systemForPage(system, hasPrebuiltSystemCss())

/** Chakra system + theme state. The shell renders it once; remotes inherit it. */
export function SiteProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={pageSystem}>
      <ThemeProvider>{children}</ThemeProvider>
    </ChakraProvider>
  )
}
