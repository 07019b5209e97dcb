/**
 * Dialog parts of the UI kit, shared by federation as their own module so
 * that only screens that open a dialog download them (focus trap, dismiss,
 * scroll lock). Import lazily: `import('@osck/shared/dialog')`.
 */
export { Dialog } from '@chakra-ui/react'
