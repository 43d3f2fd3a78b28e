// Messages between the BANDSAW explorer page and its worker.
import type { Board, Placement } from '../../edgematch/index.ts';
import type { Certificate, PassRecord } from '../../edgematch/bandsaw/certificate.ts';
import type { HalfSample } from '../../edgematch/bandsaw/sample.ts';
import type { Split } from '../../edgematch/bandsaw/halves.ts';
import type { BandsawStop } from '../../edgematch/bandsaw/ratchet.ts';

export interface RunRequest {
  /** a board or instance text; when absent, a random instance is made from the fields below */
  text?: string;
  width: number;
  height: number;
  frameColours: number;
  innerColours: number;
  seed: string;
  rows: number;
  turn: boolean;
  /** the run stops with a bracket past these, as the command line's --max-nodes and --max-memory */
  maxNodes: number;
  maxBytes: number;
}

export type WorkerMessage =
  | { type: 'problem'; board: Board; rows: number }
  | { type: 'pass'; round: number; pass: PassRecord; ms: number }
  /** nodes: the search steps of every enumeration so far, summed (what the node limit caps, near enough for a bar) */
  | { type: 'progress'; nodes: number; label: string }
  | { type: 'done'; stop: BandsawStop; certificate: Certificate; cells: Placement[] | null; board: Board | null; score: number | null; maximum: number | null; peakBytes: number; ms: number; cut: Split; samples: HalfSample[]; seam: number[] | null }
  | { type: 'error'; message: string };
