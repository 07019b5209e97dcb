import { Box, Heading, Stack, Text, type AgendaItem } from '@osck/shared'
import { useId } from 'react'

/**
 * The agenda as a timeline: an ordered list along a line, each entry's time, title and speaker
 * as written. Decoration only in CSS: a screen reader reads a plain numbered list.
 */
export function EventAgenda({ agenda }: { agenda: readonly AgendaItem[] }) {
  const headingId = useId()
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" mb={{ base: '6', md: '8' }}>
      <Heading as="h2" id={headingId} size="lg">
        Agenda
      </Heading>
      <Box as="ol" listStyleType="none" borderInlineStartWidth="2px" borderColor="brand.muted" ms="2">
        {agenda.map((item, index) => (
          <Box
            as="li"
            key={index}
            position="relative"
            ps="6"
            pb={index === agenda.length - 1 ? '0' : '5'}
            _before={{
              content: '""',
              position: 'absolute',
              insetInlineStart: '-7px',
              top: '1.5',
              width: '12px',
              height: '12px',
              borderRadius: 'full',
              bg: 'brand.solid',
              borderWidth: '2px',
              borderColor: 'bg',
            }}
          >
            {item.time && (
              <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
                {item.time}
              </Text>
            )}
            <Text fontWeight="medium">{item.title}</Text>
            {item.speaker && (
              <Text fontSize="sm" color="fg.muted">
                {item.speaker}
              </Text>
            )}
          </Box>
        ))}
      </Box>
    </Stack>
  )
}
