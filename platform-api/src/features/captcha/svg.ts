import { blob, placeGlyph, reshuffleContour, waveWarp } from './distortion.js';
import { glyphContours, resampleOutline, type Contour, type Point } from './glyph-outline.js';
import { between, colour, shuffled, uniform } from './random.js';

const WIDTH = 120;
const HEIGHT = 40;
const FONT_SIZE = 38;
const BACKGROUND = '#1d2440';

/**
 * The captcha picture: each digit is a filled path (no text), distorted on its own, cut into
 * random pieces and mixed with ink specks; blobs and lines over the picture, all in random
 * order. Reading the SVG source gives outlines to recognise, never the digits.
 */
export function captchaSvg(answer: string): string {
  const warp = waveWarp(WIDTH, HEIGHT);
  const step = (WIDTH - 12) / answer.length;
  const glyphs = [...answer].map((char, index) => {
    const centre = { x: 6 + step * (index + 0.5) + uniform(-2, 2), y: HEIGHT / 2 + uniform(-3, 3) };
    const glyph = glyphContours(char, FONT_SIZE);
    // The font draws each stroke as a pair of outlines: 2 for 1, 2, 3, 5, 7; 4 for 4, 6, 9; 6 for
    // 0 and 8. Ink specks near the glyph bring every path to 7 or 8 outlines and 200–260 points
    // in all, so neither the count of outlines nor of points tells the digit.
    const speckPoints = Array.from({ length: between(7, 8) - glyph.length }, () => between(8, 20));
    const glyphPoints = between(200, 260) - speckPoints.reduce((a, b) => a + b, 0);
    const outline = placeGlyph(resampleOutline(glyph, glyphPoints), centre);
    const specks = speckPoints.map((corners) =>
      blob(
        { x: centre.x + uniform(-8, 8), y: centre.y + uniform(-12, 12) },
        uniform(0.6, 1.4),
        corners,
      ),
    );
    return filledPath(shuffled([...outline, ...specks]).map((c) => c.map(warp)));
  });
  const decoys = Array.from({ length: between(2, 4) }, () =>
    filledPath([blob({ x: uniform(4, WIDTH - 4), y: uniform(4, HEIGHT - 4) }, uniform(0.8, 1.8))]),
  );
  const lines = Array.from({ length: between(2, 3) }, noiseLine);
  const dots = Array.from({ length: 25 }, () =>
    filledPath([blob({ x: uniform(0, WIDTH), y: uniform(0, HEIGHT) }, 0.5)]),
  );
  const parts = shuffled([...glyphs, ...decoys, ...lines, ...dots]);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="${WIDTH}" height="${HEIGHT}" fill="${BACKGROUND}"/>${parts.join('')}</svg>`;
}

/** Outlines as one path; even-odd filling keeps holes open whatever way each outline runs. */
function filledPath(contours: Contour[]): string {
  const d = contours
    .map(reshuffleContour)
    .map((contour) => `M${contour.map(coordinates).join('L')}Z`)
    .join('');
  return `<path d="${d}" fill="${colour()}" fill-rule="evenodd"/>`;
}

function noiseLine(): string {
  const point = (x: number): Point => ({ x, y: uniform(2, HEIGHT - 2) });
  const [start, c1, c2, end] = [
    point(uniform(0, 20)),
    point(uniform(30, 60)),
    point(uniform(60, 90)),
    point(uniform(WIDTH - 20, WIDTH)),
  ].map(coordinates);
  return `<path d="M${start}C${c1} ${c2} ${end}" stroke="${colour()}" stroke-width="${uniform(0.8, 1.3).toFixed(1)}" fill="none" opacity="0.8"/>`;
}

const coordinates = (p: Point) => `${p.x.toFixed(1)} ${p.y.toFixed(1)}`;
