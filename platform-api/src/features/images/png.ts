import { Resvg } from '@resvg/resvg-js';

/**
 * An SVG drawn as a square PNG of `size` pixels (resvg: a prebuilt renderer, no browser). Text
 * uses the machine's fonts; without any, the picture still draws without its letters.
 */
export function svgToPng(svg: string, size: number): Buffer {
  return new Resvg(svg, {
    fitTo: { mode: 'width', value: size },
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
  })
    .render()
    .asPng();
}
