import { getTheme, initTheme, normalizeTheme, setTheme, THEME_STORAGE_KEY } from './theme';

describe('theme', () => {
  it('defaults to dark', () => {
    expect(initTheme()).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('keeps light when stored', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    expect(initTheme()).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it.each(['LIGHT', 'blue', '', 'null'])('turns the stored value %p into dark', (stored) => {
    window.localStorage.setItem(THEME_STORAGE_KEY, stored);
    expect(initTheme()).toBe('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('normalizes what setTheme is given', () => {
    setTheme('light');
    expect(getTheme()).toBe('light');
    expect(normalizeTheme(undefined)).toBe('dark');
  });
});

describe('theme colour of the browser bar', () => {
  it("follows the theme: the theme-color meta takes the theme's page colour", () => {
    const meta = document.createElement('meta');
    meta.setAttribute('name', 'theme-color');
    meta.setAttribute('content', '#0b1426');
    document.head.appendChild(meta);
    setTheme('light');
    expect(meta.getAttribute('content')).toBe('#f3f5fa');
    setTheme('dark');
    expect(meta.getAttribute('content')).toBe('#0b1426');
    meta.remove();
  });
});
