import { Box, type BoxProps } from '@chakra-ui/react'
import { Input } from './form-controls'
import { SearchIcon } from './icons'
import { useSearchText } from './useSearchText'

export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  ...props
}: {
  label: string
  placeholder: string
  /** Usually the URL's search term; the box keeps its own text so fast typing loses nothing. */
  value: string
  /** `continued` is false for the first character typed into an empty box (e.g. push vs replace history). */
  onChange: (value: string, continued: boolean) => void
} & Omit<BoxProps, 'onChange'>) {
  const [text, setText] = useSearchText(value, onChange)
  return (
    <Box position="relative" {...props}>
      <Box
        position="absolute"
        insetStart="3"
        top="50%"
        transform="translateY(-50%)"
        color="fg.muted"
        zIndex="1"
      >
        <SearchIcon />
      </Box>
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        ps="10"
        bg="bg"
        size="lg"
      />
    </Box>
  )
}
