import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../paths.js';
import { pageLanguage, type PageLanguage } from './page-text.js';

/** What a game page says when a responsible-gaming limit refuses a stake. */
export interface LimitWords {
  /** "This would pass your {{limit}}. It resets {{resetsAt}}." */
  template: string;
  /** Each limit's name by `<KIND>_<PERIOD>` ("daily loss limit"). */
  names: Record<string, string>;
}

const cache = new Map<PageLanguage, LimitWords>();

/**
 * The lobby's own words for a limit refusal (locales/<LANG>/common.json: errors.rg_limit_reached
 * and rgLimit), so the game page names the limit and its reset as the lobby's screens do, from
 * one translation.
 */
export function limitWords(language: string | undefined): LimitWords {
  const code = pageLanguage(language);
  const known = cache.get(code);
  if (known) return known;
  const file = path.join(repoRoot, 'locales', code, 'common.json');
  const common = JSON.parse(readFileSync(file, 'utf8')) as {
    errors: { rg_limit_reached: string };
    rgLimit: Record<string, string>;
  };
  const words = { template: common.errors.rg_limit_reached, names: common.rgLimit };
  cache.set(code, words);
  return words;
}
