import { Resvg } from '@resvg/resvg-js'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createElement as h } from 'react'
import satori from 'satori'
import { brandTokens, CARD_HEIGHT, CARD_WIDTH, siteConfig } from '@osck/shared/build-kit'

export interface CardText {
  /** 'Blog', 'Event', 'Project' or the site's tagline. */
  kicker: string
  title: string
  /** Date, location: one line under the title. */
  details: string[]
}

const require = createRequire(import.meta.url)
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese']
type Font = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }
let fonts: Font[] | undefined

/** Inter from its npm package (WOFF, which satori reads): nothing is downloaded at build. */
function loadFonts(): Font[] {
  fonts ??= SUBSETS.flatMap((subset) =>
    ([400, 700] as const).map((weight) => ({
      // One family per subset: satori falls back from one family to the next glyph by glyph.
      name: `Inter ${subset}`,
      data: readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
      weight,
      style: 'normal' as const,
    })),
  )
  return fonts
}

const brand = (step: keyof typeof brandTokens.brand) => brandTokens.brand[step].value

// Emoji have no glyph in the card's font: left out rather than drawn as empty boxes.
const withoutEmoji = (text: string) => text.replace(/\p{Extended_Pictographic}\uFE0F?|\u200D/gu, '').trim()

function card(text: CardText) {
  const full = withoutEmoji(text.title)
  // Three lines at the smallest size: a longer title is cut at a word, with an ellipsis.
  const title = full.length > 110 ? `${full.slice(0, 110).replace(/\s+\S*$/, '')}…` : full
  const details = text.details.map(withoutEmoji).filter(Boolean)
  const { kicker } = text
  const size = title.length > 70 ? 52 : title.length > 40 ? 62 : 72
  return h(
    'div',
    {
      style: {
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        color: '#ffffff',
        fontFamily: SUBSETS.map((subset) => `Inter ${subset}`).join(', '),
        backgroundImage: `linear-gradient(135deg, ${brand(700)} 0%, ${brand(900)} 100%)`,
      },
    },
    h(
      'div',
      { style: { display: 'flex', alignItems: 'center', gap: 20, fontSize: 30, fontWeight: 700 } },
      h(
        'div',
        {
          style: {
            display: 'flex',
            padding: '8px 18px',
            borderRadius: 12,
            backgroundColor: '#ffffff',
            color: brand(700),
          },
        },
        siteConfig.shortName,
      ),
      h('div', { style: { display: 'flex', color: brand(100) } }, kicker),
    ),
    h(
      'div',
      { style: { display: 'flex', flexDirection: 'column', gap: 24 } },
      h('div', { style: { display: 'flex', fontSize: size, fontWeight: 700, lineHeight: 1.12 } }, title),
      details.length
        ? h('div', { style: { display: 'flex', fontSize: 32, color: brand(100) } }, details.join('  ·  '))
        : null,
    ),
    h(
      'div',
      { style: { display: 'flex', justifyContent: 'space-between', fontSize: 28, color: brand(200) } },
      h('div', { style: { display: 'flex' } }, siteConfig.name),
      h('div', {
        style: { display: 'flex', width: 120, height: 10, borderRadius: 5, backgroundColor: brand(400) },
      }),
    ),
  )
}

/** A 1200×630 PNG: the title, its date (and place) on the community's orange. */
export async function renderSocialCard(text: CardText): Promise<Buffer> {
  const svg = await satori(card(text), { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: loadFonts() })
  return new Resvg(svg, { fitTo: { mode: 'width', value: CARD_WIDTH } }).render().asPng()
}
