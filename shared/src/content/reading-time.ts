// The remotes type-check this file from their own projects: the declaration must travel with it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./reading-time-module.d.ts" />
// The library's core only: its index also loads a Node stream the browser has no use for.
import computeReadingTime from 'reading-time/lib/reading-time.js'

/** '3 min read' for a markdown body (reading-time's words-per-minute count). */
export function readingTime(markdown: string): string {
  return computeReadingTime(markdown).text
}
