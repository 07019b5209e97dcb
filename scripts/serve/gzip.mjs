/**
 * Gzips what sirv sends when the type is compressible and the client accepts gzip. The whole body
 * is compressed at once so the answer has a Content-Length; the bytes are kept in memory per file
 * version (ETag = size and mtime), since a list at scale asks for hundreds of markdown files at once.
 */
import { gzipSync } from 'node:zlib'
import { isCompressible } from './rules.mjs'

const CACHE_UP_TO_BYTES = 512 * 1024
const cache = new Map()
const names = new WeakMap()

/** Names the file an answer sends (its URL path): the key of its gzipped bytes in memory. */
export const nameBody = (res, name) => names.set(res, name)

/** Makes `res` gzip a whole answer (200, or a 404 page) of a compressible type. */
export function gzipResponse(req, res) {
  if (!/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) return
  const { writeHead, write, end } = res
  let chunks
  let status
  res.writeHead = function (code, headers = {}) {
    const type = res.getHeader('content-type') ?? headers['Content-Type']
    if ((code !== 200 && code !== 404) || !isCompressible(String(type))) {
      return writeHead.call(res, code, headers)
    }
    status = code
    chunks = []
    res.setHeader('Vary', 'Accept-Encoding')
    for (const [name, value] of Object.entries(headers)) {
      if (!/^content-length$/i.test(name) && !res.hasHeader(name)) res.setHeader(name, value)
    }
    return res
  }
  res.write = function (chunk, ...rest) {
    if (!chunks) return write.call(res, chunk, ...rest)
    chunks.push(Buffer.from(chunk))
    return true
  }
  res.end = function (chunk, ...rest) {
    if (!chunks) return end.call(res, chunk, ...rest)
    if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk))
    const body = Buffer.concat(chunks)
    // HTTP/2's end() writes through res.write: from here on, writes go out as they are.
    chunks = undefined
    const bytes = gzipped(names.get(res), String(res.getHeader('etag')), body)
    writeHead.call(res, status, { 'Content-Encoding': 'gzip', 'Content-Length': bytes.length })
    return end.call(res, bytes)
  }
}

function gzipped(key, version, body) {
  const cached = key && cache.get(key)
  if (cached?.version === version) return cached.bytes
  const bytes = gzipSync(body)
  if (key && body.length <= CACHE_UP_TO_BYTES) cache.set(key, { version, bytes })
  return bytes
}
