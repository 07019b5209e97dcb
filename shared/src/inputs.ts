/**
 * Text inputs as plain elements (the search box, Chakra's input as CSS) and the list filters'
 * URL state, shared by federation as their own module: a list screen downloads these, not the
 * form controls' machinery (`@osck/shared/forms`), and Home neither.
 */
export { plainInputCss } from './ui/input-css'
export { SearchField } from './ui/SearchField'
export { useUrlFilters } from './ui/url-filters'
