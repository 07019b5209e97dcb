/**
 * A throwaway self-signed certificate for local HTTPS (the benchmark, the HTTPS e2e): written as
 * `cert.pem` and `key.pem` into `dir`. Browsers must be told to accept it
 * (--ignore-certificate-errors, Playwright's ignoreHTTPSErrors).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { generate } from 'selfsigned'

/** Returns the PEM files' paths: `{ cert, key }`. */
export async function writeThrowawayCertificate(dir, commonName = 'localhost') {
  const pems = await generate([{ name: 'commonName', value: commonName }], { days: 1, keySize: 2048 })
  mkdirSync(dir, { recursive: true })
  const files = { cert: join(dir, 'cert.pem'), key: join(dir, 'key.pem') }
  writeFileSync(files.cert, pems.cert)
  writeFileSync(files.key, pems.private)
  return files
}
