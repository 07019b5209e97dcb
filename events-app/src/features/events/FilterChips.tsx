import { Button, HStack, Text, Wrap } from '@osck/shared'
import { useId } from 'react'

/** A labelled group of toggle buttons (aria-pressed); the first is 'All'. */
export function FilterChips({
  label,
  options,
  selected,
  onSelect,
}: {
  label: string
  options: readonly string[]
  selected: string
  onSelect: (value: string) => void
}) {
  const labelId = useId()
  return (
    <HStack role="group" aria-labelledby={labelId} gap="3" align="center" flexWrap="wrap">
      <Text id={labelId} fontSize="sm" fontWeight="semibold" color="fg.muted" minW="16">
        {label}
      </Text>
      <Wrap gap="2">
        {options.map((option) => {
          const pressed = option === selected
          return (
            <Button
              key={option}
              size="xs"
              rounded="full"
              px="3.5"
              colorPalette={pressed ? 'brand' : 'gray'}
              variant={pressed ? 'solid' : 'outline'}
              bg={pressed ? undefined : 'bg.panel'}
              aria-pressed={pressed}
              focusRing="outside"
              onClick={() => onSelect(option)}
            >
              {option}
            </Button>
          )
        })}
      </Wrap>
    </HStack>
  )
}
