/** Tabs of the UI kit, shared as their own module: only screens with tabs download them. */
export { Tabs } from '@chakra-ui/react'
