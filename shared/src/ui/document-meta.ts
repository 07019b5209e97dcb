import { useEffect } from 'react'
import { siteConfig } from '../site-config'

export interface DocumentMeta {
  title: string
  description?: string
  image?: string
  type?: 'website' | 'article'
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)
  if (!element) {
    element = document.createElement('meta')
    element.setAttribute(attribute, key)
    document.head.appendChild(element)
  }
  element.setAttribute('content', content)
}

function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).toString()
}

/** Sets title, description and the og:/twitter: card tags for the current page. */
export function applyDocumentMeta({ title, description, image, type = 'website' }: DocumentMeta): void {
  const text = description ?? siteConfig.description
  document.title = title
  setMeta('name', 'description', text)
  setMeta('property', 'og:title', title)
  setMeta('property', 'og:description', text)
  setMeta('property', 'og:type', type)
  setMeta('property', 'og:url', window.location.href)
  setMeta('property', 'og:image', absoluteUrl(image ?? siteConfig.logo))
  setMeta('name', 'twitter:card', 'summary_large_image')
  setMeta('name', 'twitter:title', title)
  setMeta('name', 'twitter:description', text)
  setMeta('name', 'twitter:image', absoluteUrl(image ?? siteConfig.logo))
}

export function useDocumentMeta(meta: DocumentMeta | undefined): void {
  const { title, description, image, type } = meta ?? {}
  useEffect(() => {
    if (title) applyDocumentMeta({ title, description, image, type })
  }, [title, description, image, type])
}

export function pageTitle(title: string): string {
  return `${title} | ${siteConfig.name}`
}
