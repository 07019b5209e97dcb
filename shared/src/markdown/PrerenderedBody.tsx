import { createElement, memo, type ReactNode } from 'react'
import { BodyImage, BodyLink, MarkdownFrame } from './body-elements'
import { loadedMarkdown } from './registry'
import { IMAGE_MARKER } from './static-body'

const REACT_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
}

const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

function props(element: Element, key: number): Record<string, unknown> {
  const result: Record<string, unknown> = { key }
  for (const { name, value } of Array.from(element.attributes)) {
    if (name === 'style') {
      const { style } = element as HTMLElement
      result.style = Object.fromEntries(
        Array.from(style).map((property) => [camel(property), style.getPropertyValue(property)]),
      )
    } else result[REACT_NAMES[name] ?? name] = value
  }
  return result
}

/** One node of the generated body as the app's renderer would have made it. */
function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.nodeValue
  if (node.nodeType !== Node.ELEMENT_NODE) return null
  const element = node as Element
  if (element.hasAttribute(IMAGE_MARKER.src)) {
    return (
      <BodyImage
        key={key}
        src={element.getAttribute(IMAGE_MARKER.src)}
        alt={element.getAttribute(IMAGE_MARKER.alt)}
        title={element.getAttribute(IMAGE_MARKER.title) ?? undefined}
      />
    )
  }
  const children = Array.from(element.childNodes, toReact)
  const type = element.localName === 'a' ? BodyLink : element.localName
  return createElement(type, props(element, key), ...(children.length ? [children] : []))
}

/**
 * A body from the generated page (`staticBodyFor`): its sanitized elements become React's, its
 * links and images the app's own, so it reads and behaves exactly as a body the app renders.
 */
export const PrerenderedBody = memo(function PrerenderedBody({ body }: { body: Element }) {
  return <MarkdownFrame>{Array.from(body.childNodes, toReact)}</MarkdownFrame>
})

loadedMarkdown.PrerenderedBody = PrerenderedBody
