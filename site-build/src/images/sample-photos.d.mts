export declare const PHOTO_SIZE: { width: number; height: number }
export declare const SITE_PHOTOS: string[]
export declare function writePhoto(file: string, seedText?: string): Promise<void>
export declare function referencedPhotos(contentRoot: string): string[]
export declare function ensurePhotos(options?: {
  contentRoot?: string
  siteImagesDir?: string
}): Promise<string[]>
