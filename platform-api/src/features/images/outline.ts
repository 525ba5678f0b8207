import { Resvg } from '@resvg/resvg-js';
import { RESVG_FONTS } from './png.js';

/**
 * Characters the machine's fonts are trusted to draw: Latin, Greek, Cyrillic, punctuation and
 * currency signs (DejaVu, Liberation and the like cover them). A picture with any other
 * character (a Chinese title) keeps its text for the viewer's device to draw, which has the
 * fonts for its own language.
 */
const DRAWABLE = /^[\u0020-\u007e\u00a0-\u052f\u2000-\u206f\u20a0-\u20bf]*$/;

/**
 * Path coordinates to a tenth of a pixel: invisible at any screen density, 40 % fewer bytes.
 * Only inside path data: an opacity of 0.08 must stay 0.08.
 */
function shortenPaths(svg: string): string {
  return svg
    .replace(/ d="([^"]*)"/g, (_attribute, data: string) => {
      const shorter = data.replace(/(-?\d+\.\d)\d+/g, '$1').replace(/(\d)\.0(?!\d)/g, '$1');
      return ` d="${shorter}"`;
    })
    .replace(/>\s+</g, '><')
    .trim();
}

let fontsFound: boolean | undefined;

/** Whether this machine has a font resvg draws Latin letters with (a server may have none). */
function machineHasFonts(): boolean {
  if (fontsFound === undefined) {
    const probe =
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><text x="0" y="15" font-size="14">Ag</text></svg>';
    fontsFound = /<path\b/.test(new Resvg(probe, { font: RESVG_FONTS }).toString());
  }
  return fontsFound;
}

/**
 * The picture with its letters drawn as outlines (resvg's simplified SVG): the browser then
 * draws shapes only. An `<img>` of an SVG with `<text>` makes the browser set up a document of
 * its own and lay the text out with its fonts on the page's main thread, for every picture
 * (measured on home: a fifth of the main thread's start-up work); outlines are painted like any
 * path, and look the same on every device. `texts` are the strings the picture writes; when
 * one of them has a character the machine's fonts may not cover, or the machine has no fonts,
 * the picture is returned as it is.
 */
export function outlineText(svg: string, texts: readonly string[]): string {
  if (!texts.every((text) => DRAWABLE.test(text)) || !machineHasFonts()) return svg;
  return shortenPaths(new Resvg(svg, { font: RESVG_FONTS }).toString());
}
