import { existsSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { CONTENT_SECTIONS } from '../content-files'
import { decodeError, isRaster } from './pipeline'
import { sectionImageReferences } from './site-images'

export interface ImageProblem {
  /** The content file naming the image, e.g. `blog/meetup.md`. */
  file: string
  field: 'image' | 'body'
  url: string
  error: string
}

/**
 * The local photos content names that cannot be decoded (what the build leaves out of its
 * variants): each named with the content file and field. Decoding at 1/8 scale keeps it quick.
 */
export async function checkImages(contentRoot: string): Promise<ImageProblem[]> {
  const references = CONTENT_SECTIONS.flatMap((section) => sectionImageReferences(contentRoot, section))
  const verdicts = new Map<string, Promise<string | undefined>>()
  const verdict = (file: string) => {
    let promise = verdicts.get(file)
    if (!promise) {
      promise = sharp(file)
        .resize(8)
        .toBuffer()
        .then(
          () => undefined,
          (error: unknown) => decodeError(file, error),
        )
      verdicts.set(file, promise)
    }
    return promise
  }
  const problems: ImageProblem[] = []
  for (const reference of references) {
    const name = /^\/uploads\/([^/]+)$/.exec(reference.url)?.[1]
    const file = name && join(contentRoot, 'uploads', decodeURIComponent(name))
    if (!file || !isRaster(file) || !existsSync(file)) continue
    const error = await verdict(file)
    if (error) problems.push({ ...reference, error })
  }
  return problems
}
