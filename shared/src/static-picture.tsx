import { createContext, useContext, type CSSProperties } from 'react'
import { variantSrcSet, type ImageManifest } from './content/image-manifest'

/** The published image manifests of a generated page, so its photos are offered as their variants. */
export const PageImages = createContext<ImageManifest>({})

export interface StaticPictureProps {
  /** A site path (resolveImage) or an https URL. */
  src: string
  alt: string
  sizes: string
  loading?: 'lazy' | 'eager'
  width?: number
  height?: number
  style?: CSSProperties
  /** Attributes for the outer element (`<picture>`, or the `<img>` alone), e.g. `data-*` markers. */
  marker?: Record<string, string>
}

/**
 * A photo of a generated page as the app shows it: one the build made variants of is a `<picture>`
 * of them (its `src` the smallest JPEG, for a browser without `srcset`), never its original.
 * `width`/`height` default to the photo's own (its box is kept while it loads).
 */
export function StaticPicture({
  src,
  alt,
  sizes,
  loading = 'lazy',
  width,
  height,
  style,
  marker,
}: StaticPictureProps) {
  const info = useContext(PageImages)[src]
  const img = { alt, loading, style, width: width ?? info?.width, height: height ?? info?.height }
  if (!info) return <img {...img} {...marker} src={src} />
  return (
    <picture {...marker}>
      <source type="image/avif" srcSet={variantSrcSet(info, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={variantSrcSet(info, 'webp')} sizes={sizes} />
      <img
        {...img}
        src={`${info.base}-${Math.min(...info.widths)}.jpg`}
        srcSet={variantSrcSet(info, 'jpg')}
        sizes={sizes}
      />
    </picture>
  )
}
