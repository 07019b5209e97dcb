/**
 * The community's orange. `brand.solid` (700) is dark enough for white text to
 * pass WCAG AA even at the 90 % tint Chakra uses on hover and aria-expanded
 * (5.7:1 and 4.8:1); dark mode uses a light orange with dark text.
 */
export const brandTokens = {
  brand: {
    50: { value: '#fff7ed' },
    100: { value: '#ffedd5' },
    200: { value: '#fed7aa' },
    300: { value: '#fdba74' },
    400: { value: '#fb923c' },
    500: { value: '#f97316' },
    600: { value: '#ea580c' },
    700: { value: '#b83d0b' },
    800: { value: '#9a3412' },
    900: { value: '#7c2d12' },
    950: { value: '#431407' },
  },
}

export const brandSemanticColors = {
  brand: {
    contrast: { value: { _light: 'white', _dark: '{colors.gray.950}' } },
    fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
    subtle: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.950}' } },
    muted: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.900}' } },
    emphasized: { value: { _light: '{colors.brand.300}', _dark: '{colors.brand.800}' } },
    solid: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.400}' } },
    focusRing: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
    border: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
  },
}
