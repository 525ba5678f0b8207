import { popupHtml, pxToRem } from './popup-html';

describe('pxToRem', () => {
  it('turns px lengths into rem of the 16 px root', () => {
    expect(pxToRem('padding:16px;font-size:14px;margin:-8px 0 0.5px')).toBe(
      'padding:1rem;font-size:0.875rem;margin:-0.5rem 0 0.03125rem',
    );
    expect(pxToRem('color:#f5c542')).toBe('color:#f5c542');
  });
});

describe('popupHtml', () => {
  it('converts the px of style attributes, not text that mentions px', async () => {
    const html = await popupHtml(
      '<div style="padding:16px"><h2 style="font-size:20px">Win 100px</h2><img src="/a.svg" width="345" height="140"></div>',
    );
    const template = document.createElement('template');
    template.innerHTML = html;
    expect(template.content.querySelector('div')?.getAttribute('style')).toBe('padding:1rem');
    expect(template.content.querySelector('h2')?.getAttribute('style')).toBe('font-size:1.25rem');
    expect(template.content.querySelector('h2')?.textContent).toBe('Win 100px');
    // The image keeps its size attributes: its box is reserved before it loads.
    expect(template.content.querySelector('img')?.getAttribute('width')).toBe('345');
  });

  it('removes scripts, event handlers and javascript: links', async () => {
    const html = await popupHtml(
      '<p onclick="steal()">Hi<script>steal()</script><img src="x" onerror="steal()"><a href="javascript:steal()">go</a></p>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(html).toContain('Hi');
  });
});
