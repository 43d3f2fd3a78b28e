// TEMPORARY: published boards (/work/shared/puzzles/haisu) until the generator's bank lands in src/haisu.
export const BANK: { id: string; label: string }[] = [
  { id: 'haisu:5x5:1551688s120mg2n1g2g3n1g', label: '5 × 5 · hard' },
  { id: 'haisu:7x7:335594i94i94g07u003v00n1g3m3i2i3i2m2g1n', label: '7 × 7 · needs search' },
  { id: 'haisu:8x8:527704h490018a00e0000s060030o455g77zt6t', label: '8 × 8 · needs search' },
  { id: 'haisu:9x9:199103msp7vvv4pre00bs6poj0068sr1ugp2g2g2g2u2g2k2k2g2u2g2g2g2p', label: '9 × 9 · needs search' },
];
