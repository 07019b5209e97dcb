import { Box, Button, Flex, Text } from '@osck/shared'

/**
 * A non-blocking notice at the bottom of the screen: it takes no focus and moves nothing; its two
 * buttons are reached with Tab like any other control. No animation, so reduced motion is respected.
 */
export function UpdateBanner({ onReload, onDismiss }: { onReload: () => void; onDismiss: () => void }) {
  return (
    <Box
      role="status"
      aria-label="Site update"
      position="fixed"
      insetX="4"
      bottom="4"
      zIndex="toast"
      mx="auto"
      maxW="md"
      bg="bg.panel"
      color="fg"
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
      boxShadow="lg"
      px="4"
      py="3"
    >
      <Flex align="center" gap="3" wrap="wrap">
        <Text flex="1" minW="12rem" fontSize="sm">
          A new version of this site is ready.
        </Text>
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          Later
        </Button>
        <Button size="sm" colorPalette="brand" onClick={onReload}>
          Reload
        </Button>
      </Flex>
    </Box>
  )
}
