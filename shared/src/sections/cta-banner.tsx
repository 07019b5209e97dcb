import type { StackProps } from '@chakra-ui/react'
import { Heading, Stack, Text } from '@osck/shared'
import { useId, type ReactNode } from 'react'

const TONES = {
  // The brand's colour, white text: a list page's closing call.
  solid: { bg: 'brand.solid', color: 'brand.contrast', textColor: 'inherit', p: { base: '8', md: '12' } },
  // A tinted panel: a call inside a page (register, contribute).
  subtle: {
    bg: 'brand.subtle',
    borderWidth: '1px',
    borderColor: 'brand.muted',
    textColor: 'fg.muted',
    p: { base: '6', md: '8' },
  },
} as const

/**
 * A call to action: a titled section (its heading names it), a line of text and the actions, side by
 * side from `md` (`sm` with `stackFrom="sm"`), stacked on a phone.
 */
export function CtaBanner({
  title,
  text,
  actions,
  tone = 'subtle',
  headingSize = { base: 'xl', md: '2xl' },
  stackFrom = 'md',
  children,
  ...rest
}: {
  title: string
  text: ReactNode
  actions: ReactNode
  tone?: keyof typeof TONES
  headingSize?: Record<string, string> | string
  stackFrom?: 'sm' | 'md'
  children?: ReactNode
} & Omit<StackProps, 'title'>) {
  const headingId = useId()
  const { textColor, ...panel } = TONES[tone]
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      direction={{ base: 'column', [stackFrom]: 'row' }}
      align={{ base: 'start', [stackFrom]: 'center' }}
      justify="space-between"
      gap="6"
      borderRadius="2xl"
      {...panel}
      {...rest}
    >
      <Stack gap="2" maxW="2xl">
        <Heading as="h2" id={headingId} size={headingSize as never} color="inherit">
          {title}
        </Heading>
        <Text color={textColor}>{text}</Text>
        {children}
      </Stack>
      {actions}
    </Stack>
  )
}
