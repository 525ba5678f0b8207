import type { Contour, Point } from './glyph-outline.js';
import { between, uniform } from './random.js';

/**
 * Moves one glyph's outlines to `centre` through its own random rotation (±20°), scale and
 * shear, so no two copies of a digit share coordinates.
 */
export function placeGlyph(contours: Contour[], centre: Point): Contour[] {
  const all = contours.flat();
  const middle = {
    x: (Math.min(...all.map((p) => p.x)) + Math.max(...all.map((p) => p.x))) / 2,
    y: (Math.min(...all.map((p) => p.y)) + Math.max(...all.map((p) => p.y))) / 2,
  };
  const angle = (uniform(-20, 20) * Math.PI) / 180;
  const scaleX = uniform(0.85, 1.12);
  const scaleY = uniform(0.88, 1.12);
  const shear = uniform(-0.3, 0.3);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return contours.map((contour) =>
    contour.map((p) => {
      const x = (p.x - middle.x) * scaleX + (p.y - middle.y) * shear;
      const y = (p.y - middle.y) * scaleY;
      return { x: centre.x + x * cos - y * sin, y: centre.y + x * sin + y * cos };
    }),
  );
}

/**
 * A smooth random wave over the whole picture plus a little jitter per point: bends glyph
 * strokes so their outlines are no longer the font's.
 */
export function waveWarp(width: number, height: number): (p: Point) => Point {
  const ax = uniform(0.8, 1.8);
  const ay = uniform(0.8, 1.8);
  const fx = uniform(1.5, 3) / height;
  const fy = uniform(1.5, 3) / width;
  const px = uniform(0, 2 * Math.PI);
  const py = uniform(0, 2 * Math.PI);
  return (p) => ({
    x: p.x + ax * Math.sin(p.y * fx * Math.PI + px) + uniform(-0.2, 0.2),
    y: p.y + ay * Math.sin(p.x * fy * Math.PI + py) + uniform(-0.2, 0.2),
  });
}

/** Starts a closed outline at a random point and, half the time, runs it backwards. */
export function reshuffleContour(contour: Contour): Contour {
  const start = between(0, contour.length - 1);
  const rotated = [...contour.slice(start), ...contour.slice(0, start)];
  return between(0, 1) === 1 ? rotated.reverse() : rotated;
}

/** A small irregular blob around `centre`: ink specks that look like part of a glyph. */
export function blob(centre: Point, radius: number, corners = between(6, 24)): Contour {
  const turn = uniform(0, 2 * Math.PI);
  return Array.from({ length: corners }, (_, i) => {
    const angle = turn + (i / corners) * 2 * Math.PI;
    const r = radius * uniform(0.6, 1.3);
    return { x: centre.x + r * Math.cos(angle), y: centre.y + r * Math.sin(angle) };
  });
}
