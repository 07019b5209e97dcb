import { ChakraProvider } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { system } from './system'
import { ThemeProvider } from './theme'

/** Chakra system + theme state. The shell renders it once; remotes inherit it. */
export function SiteProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ThemeProvider>{children}</ThemeProvider>
    </ChakraProvider>
  )
}
