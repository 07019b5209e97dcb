import { readFile } from 'node:fs/promises'
import { CONTENT_SECTIONS } from '../content-files'
import { photoOpener } from './heic-node'
import { decodeError } from './pipeline'
import { sectionImageReferences, uploadFile } from './site-images'

export interface ImageProblem {
  /** The content file naming the image, e.g. `blog/meetup.md`. */
  file: string
  field: string
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
      promise = readFile(file)
        .then((bytes) => photoOpener(file, bytes))
        .then((open) => open().resize(8).toBuffer())
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
    const file = uploadFile(contentRoot, reference.url)
    if (!file) continue
    const error = await verdict(file)
    if (error) problems.push({ ...reference, error })
  }
  return problems
}
