import { baseSize, heightForWidth, isKnownSize, thumbnailSizes } from './media-sizes.js';

describe('media sizes', () => {
  it('has the base sizes', () => {
    expect(baseSize('bottle')).toEqual({ width: 800, height: 914 });
    expect(baseSize('scene')).toEqual({ width: 1240, height: 1000 });
  });

  it('has the thumbnail sizes keeping the ratio', () => {
    expect(thumbnailSizes('bottle')).toEqual([
      { width: 280, height: 320 },
      { width: 400, height: 457 },
      { width: 560, height: 640 },
      { width: 800, height: 914 },
    ]);
    expect(thumbnailSizes('scene')).toEqual([
      { width: 310, height: 250 },
      { width: 620, height: 500 },
      { width: 1240, height: 1000 },
    ]);
    expect(heightForWidth('bottle', 700)).toBe(800);
  });

  it('returns fresh objects and recognises known sizes', () => {
    baseSize('bottle').width = 1;
    expect(baseSize('bottle').width).toBe(800);
    expect(isKnownSize('bottle', 400, 457)).toBe(true);
    expect(isKnownSize('scene', 400, 457)).toBe(false);
    expect(isKnownSize('scene', 1240, 1000)).toBe(true);
  });
});
