// TEMPORARY bank until the generator can make ours.
export const BANK: { id: string; label: string }[] = [
  { id: 'stitches:5x5k1:KZpegFo.2,2,2,2,4.5,4,1,2,0', label: '5 × 5 · easy' },
  { id: 'stitches:5x5k1:rbEVE8A.4,3,4,3,2.4,4,3,4,1', label: '5 × 5 · easy 2' },
  { id: 'stitches:7x7k2:BTfk4xDOaKRcc8A.1,4,5,4,3,3,4.3,5,4,2,3,4,3', label: '7 × 7 · two stitches' },
];
