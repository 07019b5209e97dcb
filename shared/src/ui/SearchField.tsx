import { Box, type BoxProps, type SystemStyleObject } from '@chakra-ui/react'
import { SearchIcon } from './icons'
import { plainInputCss } from './input-css'
import { StyledRoot } from './styled-root'
import { useSearchText } from './useSearchText'

const SEARCH_FIELD_CSS: SystemStyleObject = {
  position: 'relative',
  '& > [data-part=icon]': {
    position: 'absolute',
    insetStart: '3',
    top: '50%',
    transform: 'translateY(-50%)',
    color: 'fg.muted',
    zIndex: '1',
  },
  '& > input': { ...plainInputCss('lg'), ps: '10', bg: 'bg' },
}

/** A list's search box: Chakra's large outline input with a search icon, as plain elements. */
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
    <Box {...props}>
      <StyledRoot as="div" css={SEARCH_FIELD_CSS}>
        <div data-part="icon">
          <SearchIcon />
        </div>
        <input
          type="search"
          aria-label={label}
          placeholder={placeholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </StyledRoot>
    </Box>
  )
}
