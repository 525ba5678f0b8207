import { render, screen } from '@testing-library/react';
import { sanitizeHtml, useSanitizedHtml } from './sanitize-html';

function Content({ html }: { html: string }) {
  const safe = useSanitizedHtml(html);
  return safe === null ? (
    <p>waiting</p>
  ) : (
    <div data-testid="html" dangerouslySetInnerHTML={{ __html: safe }} />
  );
}

// First in the file: the sanitizer is not loaded yet.
describe('useSanitizedHtml', () => {
  it('shows nothing of the raw HTML while the sanitizer loads, then the sanitized HTML', async () => {
    const { rerender } = render(
      <Content html={'<p onclick="x()">Hello <i>you</i></p><script>bad()</script>'} />,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    const html = await screen.findByTestId('html');
    expect(html.innerHTML).toBe('<p>Hello <i>you</i></p>');
    rerender(<Content html="<b>next</b>" />);
    expect(screen.getByTestId('html').innerHTML).toBe('<b>next</b>');
  });

  it('is ready at once once the sanitizer has loaded', () => {
    render(<Content html="<em>now</em>" />);
    expect(screen.getByTestId('html').innerHTML).toBe('<em>now</em>');
  });
});

describe('sanitizeHtml', () => {
  it('removes scripts and event handlers but keeps formatting', async () => {
    const dirty =
      '<p onclick="steal()">Deposit <b>bonus</b></p><script>alert(1)</script>' +
      '<img src="/x.png" onerror="steal()" alt="x"><a href="javascript:steal()">go</a>';
    const clean = await sanitizeHtml(dirty);
    expect(clean).not.toMatch(/<script/i);
    expect(clean).not.toMatch(/onclick|onerror/i);
    expect(clean).not.toMatch(/javascript:/i);
    expect(clean).toContain('<b>bonus</b>');
    expect(clean).toContain('<img src="/x.png" alt="x">');
  });

  it('keeps only links the safe-URL rule allows', async () => {
    const clean = await sanitizeHtml(
      '<a href="//evil.example/x">a</a><a href="mailto:x@y.z">b</a>' +
        '<a href="/m/activity">c</a><a href="https://t.me/x" target="_blank">d</a>',
    );
    expect(clean).toBe(
      '<a>a</a><a>b</a><a href="/m/activity">c</a>' + '<a href="https://t.me/x">d</a>',
    );
  });

  it('drops iframes, styles and forms', async () => {
    const clean = await sanitizeHtml(
      '<iframe src="https://x"></iframe><style>*{}</style><form><input></form>ok',
    );
    expect(clean).toBe('ok');
  });
});
