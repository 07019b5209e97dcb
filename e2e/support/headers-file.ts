import { parseAllHeaders, type Header } from '@netlify/headers-parser'
import { expect } from '@playwright/test'

/** A `_headers` file as Netlify reads it (Cloudflare Pages reads the same syntax); no parse error. */
export async function parseHeadersFile(file: string): Promise<Header[]> {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [file],
    configHeaders: [],
    minimal: false,
  })
  expect(errors).toEqual([])
  return headers as Header[]
}
