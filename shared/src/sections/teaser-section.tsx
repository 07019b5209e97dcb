import {
  ArrowRightIcon,
  Box,
  Button,
  Flex,
  Heading,
  SkeletonGrid,
  SmartLink,
  Stack,
  Text,
  TIMINGS,
  useContent,
} from '@osck/shared'
import { useId, type ReactNode } from 'react'
import { useLoadError } from './load-error'

/**
 * A section's block on Home: its heading and link to the list, skeleton cards while `load` reads
 * the items (at least TIMINGS.homeSkeletonMs), then its cards (`children`), or `empty` (a message
 * and an optional action) when there are none. A failure is only logged (`what`): the empty state.
 */
export function TeaserSection<T>({
  load,
  what,
  title,
  link,
  count,
  loadingLabel,
  empty,
  children,
}: {
  load: () => Promise<T[]>
  what: string
  title: string
  link: { href: string; label: string }
  count: number
  loadingLabel: string
  empty: { message: string; action?: ReactNode }
  /** The cards of the items read, or nothing when none is to be shown. */
  children: (items: T[]) => ReactNode
}) {
  const headingId = useId()
  const { data, loading, error } = useContent(load, { minDelayMs: TIMINGS.homeSkeletonMs })
  useLoadError(error, what)
  return (
    <Box as="section" aria-labelledby={headingId} py={{ base: '10', md: '14' }}>
      <Flex align="center" justify="space-between" gap="4" mb="8" wrap="wrap">
        <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        <Button asChild variant="ghost" colorPalette="brand" focusRing="outside">
          <SmartLink href={link.href}>
            {link.label} <ArrowRightIcon />
          </SmartLink>
        </Button>
      </Flex>
      {loading ? (
        <SkeletonGrid count={count} label={loadingLabel} />
      ) : (
        children(data ?? []) || (
          <Stack
            align="center"
            textAlign="center"
            gap="4"
            py="12"
            borderWidth="1px"
            borderStyle="dashed"
            borderRadius="xl"
          >
            <Text color="fg.muted" fontSize="lg">
              {empty.message}
            </Text>
            {empty.action}
          </Stack>
        )
      )}
    </Box>
  )
}
