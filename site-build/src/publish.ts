/** The publishing pipeline's way in for scripts, tests and the bench (the vite plugins come with `./vite`). */
export { checkContent, type ContentReport } from './content-check'
export { checkImages, type ImageProblem } from './images/check'
export { describeHeavy, heavyImages, IMAGE_BUDGET_KB, type HeavyImage } from './images/heavy'
export { buildSiteImages, type SiteImages } from './images/site-images'
export { readMarkdown, readSiteContent, type SiteContent } from './read-content'
export { contentPublishOptions, imageOptions, type ContentPublishOptions } from './site-files/publish-options'
export { publishSiteContent, type ContentPublishReport } from './site-files/publish-content'
export { basePathOf, publicSiteUrl, SiteUrlError } from './site-url'
