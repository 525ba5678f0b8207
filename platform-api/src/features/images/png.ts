import { Resvg } from '@resvg/resvg-js';

/** The fonts resvg draws letters with: the machine's, DejaVu Sans where a family is missing. */
export const RESVG_FONTS = { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' };

/**
 * An SVG drawn as a square PNG of `size` pixels (resvg: a prebuilt renderer, no browser). Text
 * uses the machine's fonts; without any, the picture still draws without its letters.
 */
export function svgToPng(svg: string, size: number): Buffer {
  return new Resvg(svg, {
    fitTo: { mode: 'width', value: size },
    font: RESVG_FONTS,
  })
    .render()
    .asPng();
}
