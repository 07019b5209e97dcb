import { Box, Container, FadeInSection, Heading, renderWhenNear, Text, type BoxProps } from '@osck/shared'
import { useId, type ReactNode } from 'react'

/** Home is long: a band is styled and laid out only when it comes near the viewport. */
const BAND_HEIGHT_ESTIMATE_PX = 640

/**
 * One full-width band of Home: a labelled <section> whose content fades in
 * once when 20 % of it is visible (the band's background stays put).
 */
export function HomeBand({
  title,
  eyebrow,
  intro,
  align = 'center',
  children,
  ...props
}: Omit<BoxProps, 'title' | 'children'> & {
  title: string
  eyebrow?: string
  intro?: ReactNode
  align?: 'center' | 'start'
  /** Set to render the heading yourself (it must use the id passed). */
  children: ReactNode | ((headingId: string) => ReactNode)
}) {
  const headingId = useId()
  const custom = typeof children === 'function'
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      py={{ base: '14', md: '20' }}
      {...renderWhenNear(BAND_HEIGHT_ESTIMATE_PX)}
      {...props}
    >
      <Container maxW="7xl">
        <FadeInSection>
          {custom ? (
            children(headingId)
          ) : (
            <>
              <SectionHeading id={headingId} title={title} eyebrow={eyebrow} intro={intro} align={align} />
              {children}
            </>
          )}
        </FadeInSection>
      </Container>
    </Box>
  )
}

export function SectionHeading({
  id,
  title,
  eyebrow,
  intro,
  align = 'center',
  ...props
}: Omit<BoxProps, 'title'> & {
  id: string
  title: string
  eyebrow?: string
  intro?: ReactNode
  align?: 'center' | 'start'
}) {
  const centered = align === 'center'
  return (
    <Box
      textAlign={centered ? 'center' : 'start'}
      maxW="2xl"
      mx={centered ? 'auto' : undefined}
      mb={{ base: '8', md: '12' }}
      {...props}
    >
      {eyebrow && (
        <Text
          fontSize="sm"
          fontWeight="bold"
          letterSpacing="wider"
          textTransform="uppercase"
          color="brand.fg"
          mb="2"
        >
          {eyebrow}
        </Text>
      )}
      <Heading as="h2" id={id} size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
        {title}
      </Heading>
      {intro && (
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} mt="3">
          {intro}
        </Text>
      )}
    </Box>
  )
}
