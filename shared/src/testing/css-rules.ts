/**
 * The CSS emotion inserted for a class name's rules (the class and what it nests): what a
 * `StyledRoot` gives its plain parts.
 */
export const cssRulesOf = (className: string) =>
  Array.from(document.querySelectorAll('style[data-emotion]'), (style) => style.textContent)
    .join('')
    .split('}')
    .filter((rule) => rule.includes(`.${className}`))
    .join('}')
