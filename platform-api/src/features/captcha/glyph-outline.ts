import svgCaptcha from 'svg-captcha';
import { uniform } from './random.js';

export interface Point {
  x: number;
  y: number;
}
/** A closed outline: the last point joins the first. */
export type Contour = Point[];

interface PathCommand {
  type: 'M' | 'L' | 'Q' | 'C' | 'Z';
  x?: number;
  y?: number;
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
}
interface GlyphFont {
  charToGlyph(char: string): {
    getPath(x: number, y: number, size: number): { commands: PathCommand[] };
  };
}

/**
 * The font svg-captcha ships (Comismsh, a captcha font) as loaded by its opentype.js. Its typings
 * leave the font out of `options`, so the shape we use is declared here.
 */
const font = (svgCaptcha.options as unknown as { font: GlyphFont }).font;

/**
 * The outline of one character at font size `size` (baseline at y = 0) as polygons: every
 * curve is cut into 8 straight pieces. `resampleOutline` then replaces these points. The
 * outlines are the same every time, so each is worked out once.
 */
export function glyphContours(char: string, size: number): Contour[] {
  const key = `${char}@${size}`;
  let contours = outlines.get(key);
  if (!contours) {
    contours = flatten(font.charToGlyph(char).getPath(0, 0, size).commands);
    outlines.set(key, contours);
  }
  return contours;
}

const outlines = new Map<string, Contour[]>();

function flatten(commands: PathCommand[]): Contour[] {
  const contours: Contour[] = [];
  let current: Contour = [];
  let pen: Point = { x: 0, y: 0 };
  const close = () => {
    if (current.length > 2) contours.push(current);
    current = [];
  };
  for (const command of commands) {
    if (command.type === 'Z') {
      close();
      continue;
    }
    const end = { x: command.x!, y: command.y! };
    if (command.type === 'M') {
      close();
      current.push(end);
    } else if (command.type === 'L') {
      current.push(end);
    } else {
      const controls = [{ x: command.x1!, y: command.y1! }];
      if (command.type === 'C') controls.push({ x: command.x2!, y: command.y2! });
      for (let k = 1; k <= 8; k += 1) current.push(bezier([pen, ...controls, end], k / 8));
    }
    pen = end;
  }
  close();
  return contours;
}

/**
 * New points along the outlines: `total` of them in all (shared by perimeter), each at an
 * uneven step. How many points a glyph has, and where, is then chance, not the font's.
 */
export function resampleOutline(contours: Contour[], total: number): Contour[] {
  const lengths = contours.map(cumulativeLengths);
  const sum = lengths.reduce((all, each) => all + each.at(-1)!, 0);
  // Shares of `total` by perimeter, the last outline taking the rest: exactly `total` points.
  const counts = lengths.map((each) => Math.max(6, Math.floor((total * each.at(-1)!) / sum)));
  counts[counts.length - 1] = Math.max(6, total - counts.slice(0, -1).reduce((a, b) => a + b, 0));
  return contours.map((contour, i) => {
    const cumulative = lengths[i]!;
    const perimeter = cumulative.at(-1)!;
    const count = counts[i]!;
    const step = perimeter / count;
    const points: Point[] = [];
    let segment = 0;
    for (let k = 0; k < count; k += 1) {
      // Increasing positions along the outline, each shaken within its own step.
      const s = (k + 0.5 + uniform(-0.35, 0.35)) * step;
      while (segment < contour.length - 1 && cumulative[segment + 1]! < s) segment += 1;
      const a = contour[segment]!;
      const b = contour[(segment + 1) % contour.length]!;
      const length = cumulative[segment + 1]! - cumulative[segment]!;
      const t = length > 0 ? (s - cumulative[segment]!) / length : 0;
      points.push({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
    }
    return points;
  });
}

/** Arc length at each point of a closed outline; the last entry is the whole perimeter. */
function cumulativeLengths(contour: Contour): number[] {
  const lengths = [0];
  contour.forEach((p, i) => {
    const next = contour[(i + 1) % contour.length]!;
    lengths.push(lengths[i]! + Math.hypot(next.x - p.x, next.y - p.y));
  });
  return lengths;
}

/** De Casteljau evaluation of a Bézier curve of any degree. */
function bezier(points: Point[], t: number): Point {
  let level = points;
  while (level.length > 1) {
    level = level.slice(1).map((point, i) => ({
      x: level[i]!.x + (point.x - level[i]!.x) * t,
      y: level[i]!.y + (point.y - level[i]!.y) * t,
    }));
  }
  return level[0]!;
}
