import { htmlToText } from './html-text';

describe('htmlToText', () => {
  it('keeps the words of inline formatting together and separates blocks', () => {
    expect(htmlToText('<p>Claim your <b>100%</b> bonus!</p><p>Today only.</p>')).toBe(
      'Claim your 100% bonus! Today only.',
    );
    expect(
      htmlToText(
        '<table><tr><th>Method</th><th>Time</th></tr><tr><td>Bank</td><td>5 min</td></tr></table>',
      ),
    ).toBe('Method Time Bank 5 min');
    expect(htmlToText('line one<br>line two')).toBe('line one line two');
  });

  it('gives no text for scripts or styles and runs nothing', () => {
    const globals = window as { ran?: boolean };
    expect(
      htmlToText(
        '<script>window.ran = true</script><style>p{}</style><img src=x onerror="window.ran=true">ok',
      ),
    ).toBe('ok');
    expect(globals.ran).toBeUndefined();
  });

  it('decodes entities', () => {
    expect(htmlToText('Fish &amp; chips &lt;3')).toBe('Fish & chips <3');
  });
});
