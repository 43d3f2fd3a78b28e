import { describe, expect, it } from 'vitest';
import { GENRES } from './genres.ts';

describe('every genre of the registry reads and checks its generate settings in one place', () => {
  for (const [name, genre] of GENRES) {
    it(`${name}: the defaults are settings it accepts and a seed id can name`, () => {
      const read = genre.settings.read({});
      expect(read.ok).toBe(true);
      if (!read.ok) return;
      expect(genre.settings.check(read.value)).toBeNull();
      const id = genre.toSeedId(read.value, 'registry');
      expect(id).toMatch(new RegExp(`^${name}:`));
    });

    it(`${name}: a setting it does not take is one line naming that setting`, () => {
      const read = genre.settings.read({ size: '1x1' });
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.error.where).toBe('size');
    });

    it(`${name}: every setting the help lists is one read looks at`, () => {
      for (const s of genre.settings.list) {
        const bad = genre.settings.read({ [s.name]: s.value ? 'not a value' : true });
        // a switch alone is a setting it takes; a value it cannot read is refused on that setting
        if (s.value) expect(!bad.ok && bad.error.where, s.name).toBe(s.name);
        else expect(bad.ok, s.name).toBe(true);
      }
    });
  }
});
