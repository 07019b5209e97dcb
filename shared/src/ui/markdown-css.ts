import type { SystemStyleObject } from '@chakra-ui/react'

/**
 * Typography for rendered markdown bodies, in both themes. Applied by the Markdown component, so
 * it is only turned into CSS on screens that show markdown (not at start-up, as global CSS is).
 */
export const markdownCss = {
  lineHeight: '1.75',
  fontSize: { base: 'md', md: 'lg' },
  color: 'fg',
  overflowWrap: 'anywhere',
  '& > * + *': { marginTop: '1em' },
  '& h1, & h2, & h3, & h4': { fontWeight: 'bold', lineHeight: '1.3', marginTop: '1.6em' },
  '& h1': { fontSize: '2xl' },
  '& h2': { fontSize: 'xl' },
  '& h3': { fontSize: 'lg' },
  '& a': { color: 'brand.fg', textDecoration: 'underline', textUnderlineOffset: '2px' },
  '& a:hover': { textDecorationThickness: '2px' },
  '& ul, & ol': { paddingInlineStart: '1.5em' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li + li': { marginTop: '0.35em' },
  '& blockquote': {
    borderInlineStartWidth: '4px',
    borderColor: 'brand.solid',
    paddingInlineStart: '1em',
    color: 'fg.muted',
    fontStyle: 'italic',
  },
  '& code': {
    fontFamily: 'mono',
    fontSize: '0.9em',
    bg: 'bg.muted',
    paddingInline: '0.3em',
    borderRadius: 'sm',
  },
  '& pre': { bg: 'bg.muted', padding: '1em', borderRadius: 'md', overflowX: 'auto', fontSize: 'sm' },
  '& pre code': { bg: 'transparent', padding: '0' },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 'md' },
  // An image that cannot be shown: its alt text, framed so it reads as a missing picture.
  '& .osck-image-alt': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    maxWidth: '100%',
    padding: '1em',
    borderWidth: '2px',
    borderStyle: 'dashed',
    borderColor: 'border',
    borderRadius: 'md',
    color: 'fg.muted',
    fontStyle: 'italic',
    textAlign: 'center',
  },
  '& hr': { borderColor: 'border' },
  '& table': { width: '100%', borderCollapse: 'collapse', fontSize: 'md' },
  '& th, & td': { borderWidth: '1px', borderColor: 'border', padding: '0.5em' },
} satisfies SystemStyleObject
