import { sanitizeHtml } from './sanitizeHtml';

describe('promotion HTML sanitizing', () => {
  it('removes scripts and event handlers but keeps formatting', () => {
    const dirty =
      '<p onclick="steal()">Deposit <b>bonus</b></p><script>alert(1)</script>' +
      '<img src="/x.png" onerror="steal()" alt="x"><a href="javascript:steal()">go</a>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/<script/i);
    expect(clean).not.toMatch(/onclick|onerror/i);
    expect(clean).not.toMatch(/javascript:/i);
    expect(clean).toContain('<b>bonus</b>');
    expect(clean).toContain('<img src="/x.png" alt="x">');
  });

  it('drops iframes, styles and forms', () => {
    const clean = sanitizeHtml(
      '<iframe src="https://x"></iframe><style>*{}</style><form><input></form>ok',
    );
    expect(clean).toBe('ok');
  });
});
