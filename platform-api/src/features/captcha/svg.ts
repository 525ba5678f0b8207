import { randomInt } from 'node:crypto';

const WIDTH = 120;
const HEIGHT = 40;

/** A noisy SVG of the digits: rotated, shifted glyphs over random lines and dots. */
export function captchaSvg(answer: string): string {
  const parts: string[] = [];
  parts.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="#1d2440"/>`);
  for (let i = 0; i < 6; i += 1) {
    parts.push(
      `<line x1="${randomInt(WIDTH)}" y1="${randomInt(HEIGHT)}" x2="${randomInt(WIDTH)}" y2="${randomInt(HEIGHT)}" stroke="${colour()}" stroke-width="${1 + randomInt(2)}" opacity="0.7"/>`,
    );
  }
  const step = (WIDTH - 16) / answer.length;
  [...answer].forEach((digit, index) => {
    const x = 10 + index * step + randomInt(6);
    const y = 27 + randomInt(7);
    const angle = randomInt(50) - 25;
    parts.push(
      `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})" font-family="monospace" font-size="${22 + randomInt(6)}" font-weight="bold" fill="${colour()}">${digit}</text>`,
    );
  });
  for (let i = 0; i < 30; i += 1) {
    parts.push(
      `<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="1" fill="${colour()}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
}

function colour(): string {
  return `hsl(${randomInt(360)},70%,${55 + randomInt(25)}%)`;
}
