import { expect, test, type APIRequestContext } from '@playwright/test'
import { imageSize } from 'image-size'
import sdtt from 'structured-data-testing-tool'
import sdttPresets from 'structured-data-testing-tool/presets.js'
import { contentOf } from './content-files'

// The pages as Google's and the social networks' parsers read them: structured-data-testing-tool
// (offline: it is given the HTML) with its Google, Twitter and Facebook presets, plus the fields
// Google documents for the types its presets leave out. Any failed test fails; warnings are
// what those services call optional.
const { Google, Twitter, Facebook } = sdttPresets

const required = (schema: string, fields: string[]) => ({
  name: `Google ${schema}`,
  description: `The fields Google documents for ${schema}`,
  schema,
  conditional: { test: schema },
  tests: [{ test: schema }, ...fields.map((field) => ({ test: `${schema}[*].${field}` }))],
})

const PAGES = [
  { path: '/home', type: 'WebSite', fields: ['name', 'url', 'alternateName', 'publisher.logo.url'] },
  {
    path: `/blog/${contentOf('blog')[0]!.slug}`,
    type: 'BlogPosting',
    // Google's article fields its preset only warns about.
    fields: [
      'dateModified',
      'mainEntityOfPage',
      'author.name',
      'publisher.logo."@type"',
      'publisher.logo.width',
    ],
  },
  {
    path: `/events/${contentOf('events')[0]!.slug}`,
    type: 'Event',
    fields: [
      'name',
      'startDate',
      'endDate',
      'location."@type"',
      'eventStatus',
      'eventAttendanceMode',
      'description',
      'image',
      'organizer.name',
      'organizer.url',
    ],
  },
  {
    // The starter event with every optional field: registration, end, address, point, join link,
    // speakers (a photo and a link on the first).
    path: '/events/monthly-meetup-february',
    type: 'Event',
    fields: [
      'name',
      'startDate',
      'endDate',
      'eventStatus',
      'eventAttendanceMode',
      'offers.url',
      'organizer.name',
      'performer[0]."@type"',
      'performer[0].name',
      'performer[0].jobTitle',
      'performer[0].image',
      'performer[0].url',
      'performer[2].name',
    ],
  },

  {
    path: `/projects/${contentOf('projects')[0]!.slug}`,
    type: 'CreativeWork',
    fields: ['name', 'description', 'image', 'url', 'creator.name', 'creativeWorkStatus'],
  },
]

interface SdttResult {
  passed: unknown[]
  failed: { test: string; description?: string; group?: string }[]
  schemas: string[]
  structuredData: { jsonld: Record<string, Record<string, unknown>[]> }
}

async function validate(html: string, type: string, fields: string[]): Promise<SdttResult> {
  const options = { presets: [Google, Twitter, Facebook, required(type, fields)], schemas: [type] }
  try {
    return (await sdtt.structuredDataTest(html, options)) as SdttResult
  } catch (error) {
    const failed = (error as { type?: string; res?: SdttResult }).res
    if ((error as { type?: string }).type === 'VALIDATION_FAILED' && failed) return failed
    throw error
  }
}

async function answersImage(request: APIRequestContext, url: string) {
  expect(url, 'an absolute URL').toMatch(/^https?:\/\//)
  const response = await request.get(new URL(url).pathname)
  expect(response.status(), url).toBe(200)
  return imageSize(await response.body())
}

for (const { path, type, fields } of PAGES) {
  test(`${path}: ${type} passes structured-data-testing-tool with no failed test`, async ({ request }) => {
    const html = await (await request.get(path)).text()
    const result = await validate(html, type, fields)
    expect(result.schemas).toContain(type)
    expect(result.failed.map((t) => `${t.group ?? ''} ${t.test} ${t.description ?? ''}`.trim())).toEqual([])
    expect(result.passed.length).toBeGreaterThan(fields.length)

    const data = result.structuredData.jsonld[type]![0]!
    for (const image of [data.image ?? []].flat() as string[]) await answersImage(request, image)
    const logo = (data.publisher ?? data.organizer ?? data.creator) as { logo: { url: string } }
    // Google wants a raster logo of at least 112 px.
    const size = await answersImage(request, logo.logo.url)
    expect(size.type).toBe('png')
    expect(size.width).toBeGreaterThanOrEqual(112)
  })
}
