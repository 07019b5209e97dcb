import { parseMarkdownFile, type ParseResult, type YamlReader } from './parse'
import { parseSimpleYaml } from './simple-yaml'

let fullYaml: Promise<YamlReader> | undefined
const loadFullYaml = () => (fullYaml ??= import('./full-yaml').then((module) => module.loadFullYaml))

/**
 * Parses one content file in the browser. Simple front matter (nearly all of it) is read
 * without js-yaml; the rest waits for js-yaml, downloaded once, on first need.
 */
export async function parseContentFile(fileName: string, text: string): Promise<ParseResult> {
  let declined = false
  const result = parseMarkdownFile(fileName, text, (source) => {
    const simple = parseSimpleYaml(source)
    if (simple === undefined) declined = true
    return simple ?? {}
  })
  return declined ? parseMarkdownFile(fileName, text, await loadFullYaml()) : result
}
