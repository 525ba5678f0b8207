import { HOME_PATHS, isHomePath, lottoH5Path, paths, withQuery } from './paths';

describe('paths', () => {
  it('names the home and member home routes of the spec', () => {
    expect(paths.home).toBe('/m/home');
    expect(paths.memberHome).toBe('/m/member/home');
    expect(paths.agentHome).toBe('/m/agent');
  });

  it('has no duplicate paths', () => {
    const values = Object.values(paths);
    expect(new Set(values).size).toBe(values.length);
  });

  it('recognises every home alias and nothing else', () => {
    for (const home of HOME_PATHS) expect(isHomePath(home)).toBe(true);
    expect(isHomePath('/m/home/')).toBe(true);
    expect(isHomePath('/m/login')).toBe(false);
    expect(isHomePath('/m/homes')).toBe(false);
  });

  it('builds query strings and skips empty values', () => {
    expect(withQuery(paths.notice, { index: 2 })).toBe('/m/notice?index=2');
    expect(withQuery(paths.gameList, { gameType: 'RNG', vassalage: undefined })).toBe(
      '/m/gameList?gameType=RNG',
    );
    expect(withQuery(paths.activity, {})).toBe('/m/activity');
  });

  it('encodes the embedded lottery path segments', () => {
    expect(lottoH5Path('m 1', 'trad', 'G/1')).toBe('/m/lotto-h5/m%201/trad/games/G%2F1');
  });
});
