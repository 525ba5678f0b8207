import { render, screen } from '@testing-library/react';
import { ServerHtml } from './ServerHtml';
import { sanitizeHtml } from './sanitize-html';

const OVERLAY =
  '<div style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:2147483647">' +
  'Tap anywhere</div><p>Deposit bonus</p>';

describe('ServerHtml', () => {
  it('puts sanitized operator HTML in a box that contains fixed descendants and clips them', async () => {
    render(
      <main>
        <button type="button">App button</button>
        <ServerHtml className="promo" html={await sanitizeHtml(OVERLAY)} data-testid="box" />
      </main>,
    );
    const box = screen.getByTestId('box');
    const overlay = screen.getByText('Tap anywhere');
    // the operator's fixed box stays a descendant of the containing box...
    expect(box.contains(overlay)).toBe(true);
    expect(overlay.style.position).toBe('fixed');
    // ...which is the containing block of fixed descendants (layout containment), clips them
    // (paint containment, overflow) and keeps their z-index inside (isolation)
    expect(box.style.contain).toBe('layout paint');
    expect(box.style.overflow).toBe('hidden');
    expect(box.style.isolation).toBe('isolate');
    expect(box.style.position).toBe('relative');
    expect(box).toHaveClass('lb-server-html', 'promo');
    expect(screen.getByText('Deposit bonus')).toBeInTheDocument();
  });
});
