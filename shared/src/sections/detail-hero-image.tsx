import type { ImageProps } from '@chakra-ui/react'
import { ContentImage, Image } from '@osck/shared'
import { DETAIL_IMAGE_SIZES, DETAIL_IMAGE_STYLE } from '../ui/image-sizes'

/**
 * A detail page's photo: its LCP, eager with high priority, at the `sizes` the generated page
 * preloads it with (DETAIL_IMAGE_SIZES), 1200 wide. `frame` restyles it (a project's 16:9 card).
 */
export function DetailHeroImage({
  src,
  alt,
  kind,
  height = 630,
  ...frame
}: {
  src: string
  alt: string
  kind: keyof typeof DETAIL_IMAGE_SIZES
  height?: number
} & ImageProps) {
  return (
    <Image asChild {...DETAIL_IMAGE_STYLE} {...frame}>
      <ContentImage
        src={src}
        alt={alt}
        width={1200}
        height={height}
        sizes={DETAIL_IMAGE_SIZES[kind]}
        priority
      />
    </Image>
  )
}
