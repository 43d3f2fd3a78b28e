import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hashOfId, hashOfIds, idFromHash, idsOfText, progressSuffix, shareLink, splitProgress } from './share.ts';

describe('share links', () => {
  it('round-trips any id through the fragment, seeds with # included', () => {
    expect(hashOfId('stitches:6x6k1#rainy day')).toBe('#stitches:6x6k1%23rainy%20day');
    fc.assert(fc.property(fc.string({ minLength: 1 }).filter((s) => s.trim() === s && s !== ''), (id) => {
      expect(idFromHash(hashOfId(id))).toBe(id);
      expect(new URL(shareLink({ origin: 'http://x.test', pathname: '/p.html', search: '' }, id)).hash).toBe(hashOfId(id));
    }));
  });

  it('reads nothing from an empty or malformed fragment and never throws', () => {
    expect(idFromHash('')).toBeNull();
    expect(idFromHash('#')).toBeNull();
    expect(idFromHash('#%20')).toBeNull();
    expect(idFromHash('#%E0%A4%A')).toBeNull();
    fc.assert(fc.property(fc.string(), (s) => { idFromHash(s); }));
  });

  it('puts several ids in one fragment, a seed with spaces too, and still reads ids parted by spaces', () => {
    const ids = ['stitches:5x5k1b5,v2#two by two', 'stitches:5x5k1b5,v2#two by two/2'];
    expect(idsOfText(idFromHash(hashOfIds(ids))!)).toEqual(ids);
    expect(idsOfText('haisu:5x5:abc haisu:6x6:def')).toEqual(['haisu:5x5:abc', 'haisu:6x6:def']);
    // one seed id alone, as a one-puzzle sheet or a play page's print link writes it
    expect(idsOfText(idFromHash(hashOfIds(['stitches:5x5k1b5,v2#two by two']))!)).toEqual(['stitches:5x5k1b5,v2#two by two']);
    expect(idsOfText('haisu:5x5r5,v2#a b haisu:5x5r5,v2#c')).toEqual(['haisu:5x5r5,v2#a b', 'haisu:5x5r5,v2#c']);
  });

  it('parts the progress a link carries from its id, and reads none from a damaged one', () => {
    const id = 'stitches:5x5k1b5,v2#a&b';
    const progress = { history: { moves: [{ t: 'mark', cell: 0, mark: 1 }], cursor: 1 }, elapsed: 1200 };
    const link = splitProgress(hashOfId(id) + progressSuffix(progress));
    expect([idFromHash(link.hash), link.progress]).toEqual([id, progress]);
    expect(splitProgress(`${hashOfId(id)}&progress=%7Bbad`)).toEqual({ hash: hashOfId(id), progress: null });
    expect(splitProgress(hashOfId(id))).toEqual({ hash: hashOfId(id), progress: null });
  });
});
