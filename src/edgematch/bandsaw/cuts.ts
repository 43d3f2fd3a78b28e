/**
 * What BANDSAW knows of a band before any round: for each cut, its two halves in both fill
 * orders (from the frame to be stored, from the seam to be streamed) with their suffix bound
 * tables, and the fewest mismatches each half can have. Built once per thread that searches the
 * band: the ratchet and every worker that runs its slices build the same model from the same
 * band problem.
 */
import { bandCandidates, type BandProblem, type Candidates } from '../band.ts';
import { boundTable, boundTableBytes, startFrontier, type BoundTable } from './bounds.ts';
import { buildHalf, halvesOf, paletteOf, seamColours, type Half, type HalfName, type Order, type Palette, type Split } from './halves.ts';
import { KeyPacker } from './join.ts';

/** One half of a cut, in both orders. */
export interface HalfModel {
  name: HalfName;
  /** filled from the frame: the order a stored half is listed in */
  frame: Half;
  frameTable: BoundTable;
  /** filled from the seam: the order a streamed half is listed in */
  seam: Half;
  seamTable: BoundTable;
  /** fewest mismatches of the half inside the band (not counting the seam), by the better of its two bounds */
  min: number;
  /** per seam entry, the colours this half shows there when stored: what the other half may declare */
  shows: number[][];
}

export interface CutModel {
  split: Split;
  /** the left or upper half */
  first: HalfModel;
  second: HalfModel;
  packer: KeyPacker;
}

/** Bound tables above this size (64 MiB) rule a cut out (a columns cut of a tall band, a rows cut of a deep one). */
export const MAX_BOUND_TABLE = 1 << 26;

export class BandModel {
  readonly palette: Palette;
  private readonly candidates: Candidates[];
  private readonly cuts = new Map<Split, CutModel>();

  constructor(readonly p: BandProblem) {
    this.palette = paletteOf(p);
    this.candidates = bandCandidates(p);
  }

  /** The bytes of the largest bound table a cut needs, without building any. */
  tableBytes(split: Split): number {
    let most = 0;
    for (const name of halvesOf(split)) {
      for (const order of ['frame', 'seam'] as Order[]) most = Math.max(most, boundTableBytes(this.half(name, split, order)));
    }
    return most;
  }

  /** The model of a cut, built on first use. */
  cut(split: Split): CutModel {
    const known = this.cuts.get(split);
    if (known) return known;
    const [first, second] = halvesOf(split).map((name) => this.halfModel(name, split)) as [HalfModel, HalfModel];
    return this.adopt({ split, first, second });
  }

  /**
   * Takes a cut another thread built from the same band (its halves and bound tables, which may
   * sit in shared memory), so that a worker does not build it again.
   */
  adopt(cut: Omit<CutModel, 'packer'>): CutModel {
    const whole = { ...cut, packer: new KeyPacker(this.p.pool.length, cut.first.frame.seamLength, this.palette.colours.length) };
    this.cuts.set(cut.split, whole);
    return whole;
  }

  /** The half of a cut by name. */
  side(split: Split, name: HalfName): HalfModel {
    const c = this.cut(split);
    return c.first.name === name ? c.first : c.second;
  }

  /** The other half of the cut. */
  other(split: Split, name: HalfName): HalfModel {
    const c = this.cut(split);
    return c.first.name === name ? c.second : c.first;
  }

  private half(name: HalfName, split: Split, order: Order): Half {
    return buildHalf(this.p, name, this.palette, split, order, this.candidates);
  }

  private halfModel(name: HalfName, split: Split): HalfModel {
    const frame = this.half(name, split, 'frame'), seam = this.half(name, split, 'seam');
    const frameTable = boundTable(frame), seamTable = boundTable(seam);
    const min = Math.max(frameTable.bound[startFrontier(frameTable)]!, seamTable.bound[startFrontier(seamTable)]!);
    return { name, frame, frameTable, seam, seamTable, min, shows: seamColours(frame) };
  }
}
