/** decap-cms-core's front-matter formatter: what the editor writes (used by round-trip.test.ts). */
declare module 'decap-cms-core/dist/esm/formats/frontmatter' {
  export class FrontmatterFormatter {
    constructor(format: 'yaml' | 'toml' | 'json')
    toFile(data: Record<string, unknown>): string
    fromFile(content: string): Record<string, unknown>
  }
}
