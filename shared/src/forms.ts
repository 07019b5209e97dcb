/**
 * Form controls, shared by federation as their own module: only screens with a form download
 * them. They include the lists' inputs (`@osck/shared/inputs`), which a screen with only a
 * search box or a lone text field imports alone.
 */
export { Field, Input, Textarea } from './ui/form-controls'
export * from './inputs'
