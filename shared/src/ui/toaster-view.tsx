import {
  Box,
  CloseButton,
  createToaster,
  Portal,
  Stack,
  Toast as ChakraToast,
  Toaster as ChakraToaster,
} from '@chakra-ui/react'
import { toastSlotRecipe } from '@chakra-ui/react/theme'
import { LIMITS, THRESHOLDS, TIMINGS } from '../constants'
import type { ToastOptions } from './toaster'
import { withRecipe } from './with-recipe'

const toaster = createToaster({
  placement: 'bottom-end',
  duration: TIMINGS.toastDurationMs,
  max: LIMITS.toastLimit,
  pauseOnPageIdle: true,
})

const Toast = { ...ChakraToast, Root: withRecipe(ChakraToast.Root, toastSlotRecipe) }

export function createToast({ title, description, variant = 'default' }: ToastOptions): void {
  toaster.create({ title, description, type: variant === 'destructive' ? 'error' : 'info' })
}

/** The toast area itself; loaded on demand by `Toaster`. */
export function ToasterView() {
  return (
    <Portal>
      <Box
        css={{
          [`@media (max-width: ${THRESHOLDS.toastNarrowBreakpointPx - 1}px)`]: {
            '& [data-scope=toast][data-part=group]': { insetInline: '8px !important', width: 'auto' },
          },
        }}
      >
        <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
          {(item) => (
            <Toast.Root
              width={{ base: 'full', sm: 'sm' }}
              data-variant={item.type === 'error' ? 'destructive' : 'default'}
              bg={item.type === 'error' ? 'red.700' : 'bg.panel'}
              color={item.type === 'error' ? 'white' : 'fg'}
              borderWidth="1px"
              borderColor={item.type === 'error' ? 'red.800' : 'border'}
            >
              <Stack gap="1" flex="1" maxWidth="100%">
                {item.title && <Toast.Title>{item.title}</Toast.Title>}
                {item.description && <Toast.Description>{item.description}</Toast.Description>}
              </Stack>
              <Toast.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Dismiss notification" />
              </Toast.CloseTrigger>
            </Toast.Root>
          )}
        </ChakraToaster>
      </Box>
    </Portal>
  )
}
