import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { describe, test } from 'node:test';
import svgCaptcha from 'svg-captcha';
import { captchaSvg } from './svg.js';

const randomAnswer = () => Array.from({ length: 5 }, () => String(randomInt(10))).join('');

/** Element names and the character data between tags of an SVG document. */
function structure(svg: string) {
  const names = [...svg.matchAll(/<([a-zA-Z][\w:-]*)/g)].map((match) => match[1]!);
  const textData = [...svg.matchAll(/>([^<]+)</g)].map((match) => match[1]!.trim()).join('');
  return { names: new Set(names), textData };
}

interface Shape {
  filled: boolean;
  minX: number;
  subpaths: number;
  commands: string;
}

function shapesOf(svg: string): Shape[] {
  return [...svg.matchAll(/<path\s([^>]*)\/>/g)].map(([, attributes]) => {
    const d = /\bd="([^"]*)"/.exec(attributes!)?.[1] ?? '';
    const xs = [...d.matchAll(/[MLQCZ]?\s*(-?[\d.]+)[ ,](-?[\d.]+)/g)].map((m) => Number(m[1]));
    return {
      filled: !/fill="none"/.test(attributes!),
      minX: Math.min(...xs),
      subpaths: (d.match(/M/g) ?? []).length,
      commands: d.replace(/[^A-Za-z]/g, ''),
    };
  });
}

/**
 * A program that reads the SVG source: the glyphs are taken to be the five filled paths with the
 * most drawing commands, read left to right, and recognised by their drawing commands (the
 * sequence of commands, else the nearest number of outlines and commands) as learnt from
 * pictures whose answers it knows.
 */
class SourceReader {
  private readonly exact = new Map<string, Map<string, number>>();
  private readonly seen: { subpaths: number; length: number; digit: string }[] = [];

  private glyphs(svg: string): Shape[] {
    return shapesOf(svg)
      .filter((shape) => shape.filled)
      .sort((a, b) => b.commands.length - a.commands.length)
      .slice(0, 5)
      .sort((a, b) => a.minX - b.minX);
  }

  learn(svg: string, answer: string) {
    this.glyphs(svg).forEach((shape, i) => {
      const digit = answer[i]!;
      const key = `${shape.subpaths}:${shape.commands}`;
      const votes = this.exact.get(key) ?? new Map<string, number>();
      votes.set(digit, (votes.get(digit) ?? 0) + 1);
      this.exact.set(key, votes);
      this.seen.push({ subpaths: shape.subpaths, length: shape.commands.length, digit });
    });
  }

  read(svg: string): string {
    return this.glyphs(svg)
      .map((shape) => {
        const votes = this.exact.get(`${shape.subpaths}:${shape.commands}`);
        if (votes) return [...votes].sort((a, b) => b[1] - a[1])[0]![0];
        const nearest = [...this.seen].sort(
          (a, b) =>
            Math.abs(a.subpaths - shape.subpaths) * 50 +
            Math.abs(a.length - shape.commands.length) -
            (Math.abs(b.subpaths - shape.subpaths) * 50 +
              Math.abs(b.length - shape.commands.length)),
        )[0];
        return nearest?.digit ?? '0';
      })
      .join('');
  }
}

/** Trains the reader on `training` pictures, then scores it on `trials` fresh ones. */
function attack(render: (answer: string) => string, training: number, trials: number) {
  const reader = new SourceReader();
  for (let i = 0; i < training; i += 1) {
    const answer = randomAnswer();
    reader.learn(render(answer), answer);
  }
  let whole = 0;
  let digits = 0;
  for (let i = 0; i < trials; i += 1) {
    const answer = randomAnswer();
    const guess = reader.read(render(answer));
    if (guess === answer) whole += 1;
    digits += [...answer].filter((digit, k) => guess[k] === digit).length;
  }
  return { whole, digitRate: digits / (trials * 5) };
}

describe('captchaSvg', () => {
  test('draws paths only: no text node, no character data, no digit outside path data', () => {
    for (let i = 0; i < 20; i += 1) {
      const svg = captchaSvg(randomAnswer());
      const { names, textData } = structure(svg);
      assert.deepEqual([...names].sort(), ['path', 'rect', 'svg']);
      assert.equal(textData, '');
      assert.doesNotMatch(svg, /<text|<tspan|font-family/);
    }
  });

  test('the source reader breaks plain svg-captcha pictures (so it is a fair attacker)', () => {
    // svg-captcha's module is a function of the text (its typings only declare `create`).
    const render = (answer: string) =>
      (svgCaptcha as unknown as (text: string, options: object) => string)(answer, {
        noise: 3,
        color: true,
      });
    const { whole } = attack(render, 150, 30);
    assert.ok(whole >= 25, `the reader recovered only ${whole} of 30 plain pictures`);
  });

  test('the same reader cannot recover answers from our pictures', () => {
    const { whole, digitRate } = attack(captchaSvg, 200, 60);
    assert.ok(whole <= 1, `the reader recovered ${whole} of 60 answers`);
    // Chance is 0.1 per digit (measured: 0.09–0.10); the reader must stay near it.
    assert.ok(digitRate < 0.2, `the reader read ${(digitRate * 100).toFixed(0)}% of digits`);
  });
});
