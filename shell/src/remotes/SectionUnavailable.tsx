import { Box, Button, Heading, Text, type SectionName } from '@osck/shared'

const LABELS: Record<SectionName, string> = {
  blog: 'The blog',
  events: 'Events',
  projects: 'Projects',
}

export function SectionUnavailable({
  section,
  onRetry,
  compact = false,
}: {
  section: SectionName
  onRetry: () => void
  compact?: boolean
}) {
  return (
    <Box
      role="alert"
      data-testid={`section-unavailable-${section}`}
      textAlign="center"
      py={compact ? '8' : '24'}
      px="6"
      maxW="xl"
      mx="auto"
    >
      <Heading as={compact ? 'h3' : 'h1'} size={compact ? 'md' : 'xl'} mb="3">
        {LABELS[section]} is temporarily unavailable
      </Heading>
      <Text color="fg.muted" mb="6">
        We couldn&apos;t load this part of the site. The rest of the site still works — check your connection
        and try again.
      </Text>
      <Button colorPalette="brand" onClick={onRetry}>
        Retry
      </Button>
    </Box>
  )
}
