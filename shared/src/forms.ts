/**
 * Form controls and the URL state of list filters, shared by federation as their own module:
 * only screens with a form or a search box download them (Home has neither).
 */
export { Field, Input, Textarea } from './ui/form-controls'
export { SearchField } from './ui/SearchField'
export { useUrlFilters } from './ui/url-filters'
