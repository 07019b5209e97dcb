import {
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type ImgHTMLAttributes,
  type SyntheticEvent,
} from 'react'
import {
  imageInfo,
  imageManifestVersion,
  subscribeImageManifests,
  variantSrcSet,
  variantsUncertain,
} from '../content/image-manifest'
import { siteConfig } from '../site-config'
import { sitePath } from '../site-base'

export interface ContentImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'loading'> {
  src: string
  alt: string
  /** The width the image takes in the layout, for the browser's choice of variant. */
  sizes?: string
  /** The route's LCP image (one per route): loads at once with high priority; others load lazily. */
  priority?: boolean
  /** Shown in the same box when the image cannot be loaded (default: the community logo). */
  fallback?: string
  /**
   * An image that cannot be shown is its alt text in a frame instead (body images): the logo there
   * would read as though the author had chosen it.
   */
  altFrame?: boolean
}

type State = 'image' | 'fallback' | 'hidden'

/**
 * The fallback centred in the image's box with a wide margin, and never above its own size: a logo
 * drawn as large as a photo's box would be the page's largest paint (its LCP) instead of the
 * heading or text beside it (a post's 16:9 box on a phone shows it about 80 px wide).
 */
const FALLBACK_STYLE: CSSProperties = { objectFit: 'scale-down', padding: '16%' }

/**
 * Every image the UI shows from content. An image the build knows (see the image manifests)
 * becomes a `<picture>` of AVIF/WebP/JPEG variants with a tiny blurred placeholder; any
 * other one a plain `<img>`. A photo of the site whose manifest is still on its way waits for it,
 * and one whose manifest cannot be read shows the fallback: the multi-megabyte original is never
 * downloaded in place of a variant. Width and height keep its box, and an image that cannot be
 * loaded is replaced by the fallback in that same box: no broken-image icon, no shift.
 */
export function ContentImage({
  src,
  alt,
  sizes = '100vw',
  priority = false,
  fallback = siteConfig.logo,
  altFrame = false,
  width,
  height,
  style,
  onError,
  onLoad,
  ...rest
}: ContentImageProps) {
  useSyncExternalStore(subscribeImageManifests, imageManifestVersion, imageManifestVersion)
  const info = imageInfo(src)
  const uncertain = info ? undefined : variantsUncertain(src)
  const [state, setState] = useState<{ src: string; value: State }>({ src, value: 'image' })
  // No source (e.g. a URL the allow-list dropped), or the fallback itself where the fallback is shown
  // (content without an image of its own names the logo): the fallback at once.
  const failed = state.src === src && state.value !== 'image'
  const isFallback = src === fallback && !altFrame
  const ownImage = src && !isFallback && uncertain !== 'unreadable'
  const current = failed ? state.value : ownImage ? 'image' : 'fallback'
  const ref = useRef<HTMLImageElement>(null)
  const fail = () => setState({ src, value: current === 'image' ? 'fallback' : 'hidden' })

  // An error that happened before React listened (e.g. a cached failure) still shows the fallback.
  useLayoutEffect(() => {
    const img = ref.current
    if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src')) fail()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [src, current])

  const common = {
    ...rest,
    ref,
    alt,
    width: width ?? info?.width,
    height: height ?? info?.height,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    decoding: 'async' as const,
    ...(priority ? { fetchpriority: 'high' } : {}),
    onError: (event: SyntheticEvent<HTMLImageElement>) => {
      fail()
      onError?.(event)
    },
  }
  if (current !== 'image' && altFrame) {
    // The alt text stays visible; role and label keep it one image for assistive technology.
    const box = info ? { aspectRatio: `${info.width} / ${info.height}` } : {}
    return (
      <span role="img" aria-label={alt} className="osck-image-alt" style={{ ...box, ...style }}>
        {alt}
      </span>
    )
  }
  if (current !== 'image') {
    const hidden: CSSProperties = current === 'hidden' ? { visibility: 'hidden' } : {}
    return (
      <img
        {...common}
        key="fallback"
        src={sitePath(fallback)}
        style={{ ...style, ...FALLBACK_STYLE, ...hidden }}
      />
    )
  }
  // Each source gets an element of its own (`key`): a card that shows another item (lists keep
  // their cards' elements) never keeps the old photo on screen while the new one loads.
  // No original before the manifest that may list its variants has come: an empty box until then.
  if (uncertain === 'waiting') return <img {...common} key={src} style={{ ...style, visibility: 'hidden' }} />
  if (!info) return <img {...common} key={src} src={sitePath(src)} style={style} onLoad={onLoad} />
  const placeholder: CSSProperties = {
    backgroundImage: `url("${info.placeholder}")`,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  }
  return (
    <picture key={src} style={{ display: 'contents' }}>
      <source type="image/avif" srcSet={variantSrcSet(info, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={variantSrcSet(info, 'webp')} sizes={sizes} />
      <img
        {...common}
        src={sitePath(src)}
        srcSet={variantSrcSet(info, 'jpg')}
        sizes={sizes}
        style={{ ...style, ...placeholder }}
        onLoad={(event) => {
          // The placeholder must not show through a photo with transparent parts.
          event.currentTarget.style.backgroundImage = 'none'
          onLoad?.(event)
        }}
      />
    </picture>
  )
}
