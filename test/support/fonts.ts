/** The font families Quire ships (its fontsource packages): the catalog and GET /v1/fonts list each of them. */
export const BUNDLED_FONTS = [
  'Inter',
  'Roboto',
  'Open Sans',
  'Lato',
  'Montserrat',
  'Poppins',
  'Source Sans 3',
  'Noto Sans',
  'Merriweather',
  'Playfair Display',
  'Roboto Mono',
  'IBM Plex Sans',
];
