import { createHash } from 'node:crypto';

/** Deterministic palette from a seed string: the same id always gets the same picture. */
export function paletteOf(seed: string): { from: string; to: string; accent: string } {
  const digest = createHash('sha256').update(seed).digest();
  const hue = (digest[0]! * 256 + digest[1]!) % 360;
  const shift = 30 + (digest[2]! % 60);
  return {
    from: `hsl(${hue} 70% 45%)`,
    to: `hsl(${(hue + shift) % 360} 75% 30%)`,
    accent: `hsl(${(hue + 180) % 360} 90% 70%)`,
  };
}

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Splits a title into at most `maxLines` lines of about `width` characters. */
export function wrapText(value: string, width: number, maxLines: number): string[] {
  const words = value.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= width || !current) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, Math.max(1, width - 1))}…`;
  return kept;
}

function gradient(id: string, seed: string): string {
  const { from, to } = paletteOf(seed);
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

function textLines(lines: string[], x: number, y: number, size: number, attrs = ''): string {
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${y + index * size * 1.2}" font-size="${size}" ${attrs}>${escapeXml(line)}</text>`,
    )
    .join('');
}

const FONT = `font-family="Arial, Helvetica, sans-serif" font-weight="700"`;

export function gameSvg(seed: string, title: string, vendor: string, size: number): string {
  const lines = wrapText(title, 12, 3);
  const fontSize = Math.round(size / 9);
  const top = size / 2 - ((lines.length - 1) * fontSize * 1.2) / 2;
  const { accent } = paletteOf(seed);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    gradient('g', seed) +
    `<rect width="${size}" height="${size}" rx="${size / 10}" fill="url(#g)"/>` +
    `<circle cx="${size * 0.82}" cy="${size * 0.18}" r="${size * 0.1}" fill="${accent}" opacity="0.6"/>` +
    textLines(lines, size / 2, top, fontSize, `${FONT} fill="#fff" text-anchor="middle"`) +
    `<text x="${size / 2}" y="${size * 0.9}" font-size="${Math.round(size / 14)}" ${FONT} fill="#fff" opacity="0.8" text-anchor="middle">${escapeXml(vendor)}</text>` +
    `</svg>`
  );
}

export function vendorSvg(code: string, name: string, variant: 'white' | 'color'): string {
  const [width, height] = [200, 80];
  const label = escapeXml(wrapText(name, 16, 1)[0] ?? code);
  if (variant === 'white') {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<rect x="2" y="2" width="${width - 4}" height="${height - 4}" rx="14" fill="none" stroke="#fff" stroke-width="3"/>` +
      `<text x="${width / 2}" y="${height / 2 + 8}" font-size="22" ${FONT} fill="#fff" text-anchor="middle">${label}</text>` +
      `</svg>`
    );
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    gradient('v', code) +
    `<rect width="${width}" height="${height}" rx="14" fill="url(#v)"/>` +
    `<text x="${width / 2}" y="${height / 2 + 8}" font-size="22" ${FONT} fill="#fff" text-anchor="middle">${label}</text>` +
    `</svg>`
  );
}

export function posterSvg(seed: string, title: string, width: number, height: number): string {
  const lines = wrapText(title, Math.max(8, Math.floor(width / 28)), 2);
  const fontSize = Math.round(height / 7);
  const { accent } = paletteOf(seed);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    gradient('p', seed) +
    `<rect width="${width}" height="${height}" fill="url(#p)"/>` +
    `<circle cx="${width * 0.85}" cy="${height * 0.3}" r="${height * 0.45}" fill="${accent}" opacity="0.25"/>` +
    `<circle cx="${width * 0.1}" cy="${height * 0.95}" r="${height * 0.3}" fill="#fff" opacity="0.08"/>` +
    textLines(lines, width * 0.06, height * 0.45, fontSize, `${FONT} fill="#fff"`) +
    `</svg>`
  );
}
