import { JSON_SCHEMA, load } from 'js-yaml'

/** Full YAML (JSON schema, so dates stay strings): loaded only for front matter the simple reader declines. */
export function loadFullYaml(source: string): unknown {
  return load(source, { schema: JSON_SCHEMA })
}
