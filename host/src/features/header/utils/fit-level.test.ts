import { applyFitLevel, HEADER_FIT_LEVELS, overflows } from './fit-level';

/** A box 320 px wide whose content width depends on its data-fit level, as the header's does. */
function boxWithContent(contentWidthAt: Record<string, number>, boxWidth = 320) {
  const element = document.createElement('header');
  const tried: string[] = [];
  Object.defineProperty(element, 'clientWidth', { get: () => boxWidth });
  Object.defineProperty(element, 'scrollWidth', {
    get: () => {
      tried.push(element.dataset.fit ?? '');
      return contentWidthAt[element.dataset.fit ?? ''] ?? 0;
    },
  });
  return { element, tried };
}

describe('overflows', () => {
  it('is true when the content is wider than the box', () => {
    expect(overflows(boxWithContent({ '': 321 }).element)).toBe(true);
    expect(overflows(boxWithContent({ '': 320 }).element)).toBe(false);
    expect(overflows(boxWithContent({ '': 200 }).element)).toBe(false);
  });

  it("is true when a child reaches into the box's end padding, which scrollWidth leaves out", () => {
    const { element } = boxWithContent({ '': 320 });
    element.style.paddingRight = '6px';
    const child = element.appendChild(document.createElement('div'));
    const rect = (right: number) => ({ right }) as DOMRect;
    jest.spyOn(element, 'getBoundingClientRect').mockReturnValue(rect(320));
    const childRect = jest.spyOn(child, 'getBoundingClientRect').mockReturnValue(rect(314));
    expect(overflows(element)).toBe(false);
    childRect.mockReturnValue(rect(315));
    expect(overflows(element)).toBe(true);
  });
});

describe('applyFitLevel', () => {
  it('keeps the full header when it fits, without trying narrower levels', () => {
    const { element, tried } = boxWithContent({ full: 300, compact: 250, tight: 230, icons: 200 });
    expect(applyFitLevel(element, HEADER_FIT_LEVELS)).toBe('full');
    expect(element.dataset.fit).toBe('full');
    expect(tried).toEqual(['full']);
  });

  it('steps down to the widest level whose content fits', () => {
    const { element, tried } = boxWithContent({ full: 400, compact: 350, tight: 310, icons: 280 });
    expect(applyFitLevel(element, HEADER_FIT_LEVELS)).toBe('tight');
    expect(element.dataset.fit).toBe('tight');
    expect(tried).toEqual(['full', 'compact', 'tight']);
  });

  it('goes back up to full when the box grows again', () => {
    const widths = { full: 400, compact: 350, tight: 310, icons: 280 };
    const narrow = boxWithContent(widths, 320).element;
    expect(applyFitLevel(narrow, HEADER_FIT_LEVELS)).toBe('tight');
    const wide = boxWithContent(widths, 430).element;
    wide.dataset.fit = 'tight';
    expect(applyFitLevel(wide, HEADER_FIT_LEVELS)).toBe('full');
  });

  it('ends at the narrowest level when nothing fits', () => {
    const { element } = boxWithContent({ full: 500, compact: 480, tight: 460, icons: 440 });
    expect(applyFitLevel(element, HEADER_FIT_LEVELS)).toBe('icons');
    expect(element.dataset.fit).toBe('icons');
  });
});
