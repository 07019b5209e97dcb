import { Button, CalendarIcon, Heading, Stack, Text } from '@osck/shared'
import type { EventTab } from './eventLogic'

const MESSAGES: Record<EventTab, string> = {
  upcoming: 'There are no upcoming events matching your criteria.',
  past: 'No past events match your current filters.',
}

export function EventsEmpty({ tab, onClear }: { tab: EventTab; onClear: () => void }) {
  return (
    <Stack align="center" textAlign="center" gap="3" py="14" px="6" borderWidth="1px" borderStyle="dashed" borderRadius="xl">
      <CalendarIcon boxSize="10" color="brand.fg" />
      <Heading as="h3" size="lg">
        No events found
      </Heading>
      <Text color="fg.muted" maxW="md">
        {MESSAGES[tab]}
      </Text>
      <Button mt="2" variant="outline" colorPalette="brand" onClick={onClear} focusRing="outside">
        Clear Filters
      </Button>
    </Stack>
  )
}
