import { MARQUEE_FPS, marqueeTiming } from './marquee-timing';

describe('marqueeTiming', () => {
  it('steps 30 times a second (spec section 9)', () => {
    expect(MARQUEE_FPS).toBe(30);
    expect(marqueeTiming(3)).toEqual({
      animationDuration: '27s',
      animationTimingFunction: 'steps(810, end)',
    });
  });

  it('gives a short list 12 s to cross the bar, so a title is not rushed past', () => {
    expect(marqueeTiming(1)).toEqual({
      animationDuration: '12s',
      animationTimingFunction: 'steps(360, end)',
    });
  });
});
