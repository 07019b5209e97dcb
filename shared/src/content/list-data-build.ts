import { parseContentFile } from './content-file'
import type { ListData } from './list-data'
import { readingTime } from './reading-time'

/**
 * The list data of one section, from its published files (name and text, in index order), read
 * with the browser's own parser: the list shows exactly what reading each file would show.
 */
export async function buildListData(files: readonly { name: string; text: string }[]): Promise<ListData> {
  const data: ListData = { files: files.map((file) => file.name), items: [], skipped: [] }
  for (const { name, text } of files) {
    if (!name.endsWith('.md')) continue
    const result = await parseContentFile(name, text)
    if (result.ok) {
      const { frontmatter, content } = result.item
      data.items.push({ file: name, frontmatter, readingTime: readingTime(content) })
    } else data.skipped.push({ file: name, error: result.error })
  }
  return data
}
