import { Box, Button, Heading, Text } from '@osck/shared'

/**
 * Shown, inside the layout, for a page this browser has not opened before when there is no
 * connection (and for a section that cannot load while offline). Retry tries again.
 */
export function OfflineMessage({ onRetry, compact = false }: { onRetry: () => void; compact?: boolean }) {
  return (
    <Box
      role="alert"
      data-testid="offline-message"
      textAlign="center"
      py={compact ? '8' : '24'}
      px="6"
      maxW="xl"
      mx="auto"
    >
      <Heading as={compact ? 'h3' : 'h1'} size={compact ? 'md' : 'xl'} mb="3">
        You are offline
      </Heading>
      <Text color="fg.muted" mb="6">
        {compact
          ? 'This part of the page has not been saved on this device yet.'
          : 'This page has not been saved on this device yet. Pages you have already opened still work without a connection.'}{' '}
        Connect to the internet and try again.
      </Text>
      <Button colorPalette="brand" onClick={onRetry}>
        Retry
      </Button>
    </Box>
  )
}
