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
import type { SectionKey } from './section-pages'

/** A teaser's words: its heading, its link to the list, its skeleton's label and its empty line. */
export interface TeaserTexts {
  title: string
  link: string
  loading: string
  empty: string
}

/**
 * A section's block on Home: its heading and link to the section's list, `count` skeleton cards
 * while `load` reads the items (at least TIMINGS.homeSkeletonMs), then its cards (`children`), or
 * the empty line (and `emptyAction`) when there are none. A failure is only logged: the empty state.
 */
export function TeaserSection<T>({
  section,
  load,
  count,
  texts,
  emptyAction,
  children,
}: {
  section: SectionKey
  load: () => Promise<T[]>
  count: number
  texts: TeaserTexts
  emptyAction?: ReactNode
  /** The cards of the items read, or nothing when none is to be shown. */
  children: (items: T[]) => ReactNode
}) {
  const headingId = useId()
  const { data, loading, error } = useContent(load, { minDelayMs: TIMINGS.homeSkeletonMs })
  useLoadError(error, `[${section}] the items for Home`)
  return (
    <Box as="section" aria-labelledby={headingId} py={{ base: '10', md: '14' }}>
      <Flex align="center" justify="space-between" gap="4" mb="8" wrap="wrap">
        <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }}>
          {texts.title}
        </Heading>
        <Button asChild variant="ghost" colorPalette="brand" focusRing="outside">
          <SmartLink href={`/${section}`}>
            {texts.link} <ArrowRightIcon />
          </SmartLink>
        </Button>
      </Flex>
      {loading ? (
        <SkeletonGrid count={count} label={texts.loading} />
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
              {texts.empty}
            </Text>
            {emptyAction}
          </Stack>
        )
      )}
    </Box>
  )
}
