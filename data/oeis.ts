/**
 * Published terms of the integer sequences the walk counters are checked against, written down
 * from the OEIS (A120443 up to n = 17 was computed by J. L. Jacobsen; the lists below stop where
 * our counters can reach: `npm run stats -- haisu-haystack` and `npm run bench -- haisu-count`
 * compare every term). Tests, benches and the Haisu tables read them from here.
 */

/** A001184: Hamiltonian walks from a corner to the opposite corner of the (2n+1)×(2n+1) grid, n = 0.. */
export const A001184: readonly bigint[] = [
  1n, 2n, 104n, 111712n, 2688307514n, 1445778936756068n, 17337631013706758184626n,
];

/** A120443: undirected Hamiltonian paths of the n×n grid, n = 1.. */
export const A120443: readonly bigint[] = [
  1n, 4n, 20n, 276n, 4324n, 229348n, 13535280n, 3023313284n, 745416341496n, 730044829512632n,
  786671485270308848n, 3452664855804347354220n, 16652005717670534681315580n,
  331809088406733654427925292528n, 7263611367960266490262600117251524n,
  // n = 16 from the entry's data section (2026: the b-file, by J. L. Jacobsen to 17 and O. R. Bellwood to 18, was not reachable here)
  662634717384979793238814101377988786884n,
];

/** A096969: directed Hamiltonian paths of the n×n grid, n = 1.. (twice A120443 past n = 1). */
export const A096969: readonly bigint[] = [
  1n, 8n, 40n, 552n, 8648n, 458696n, 27070560n, 6046626568n, 1490832682992n, 1460089659025264n,
  1573342970540617696n, 6905329711608694708440n, 33304011435341069362631160n,
  663618176813467308855850585056n, 14527222735920532980525200234503048n,
];

/**
 * A363577: inequivalent Hamiltonian walks from a corner of the n×n grid (walks a rotation or a
 * reflection of the square maps onto each other count once), n = 1.. . Terms 1..9 as first
 * published (L. Blomberg, M. Ehrenstein, 2023); 10..16 added by O. R. Bellwood in June 2025
 * (with Casagrande and Munro, arXiv:2507.11820), as the OEIS entry lists them now.
 */
export const A363577: readonly bigint[] = [
  1n, 1n, 3n, 23n, 347n, 10199n, 683227n, 85612967n, 25777385143n,
  14396323278040n, 19799561204761862n, 50351228336401026361n, 319210377672595552740369n,
  3736517399241599771428011100n, 109790442395888863208285555153329n, 5952238893391106787883489313797219949n,
];
/** how many of A363577's terms were published before 2025 (the issue's "known" terms) */
export const A363577_FIRST_PUBLISHED = 9;

/**
 * A328931: Hamiltonian walks of the n×n grid from a cell on its edge, walks a rotation or a
 * reflection maps onto each other counting once, n = 1.. (D. Lawrence 2019; 8..15 by A. Howroyd).
 */
export const A328931: readonly bigint[] = [
  1n, 1n, 4n, 51n, 660n, 30745n, 1621471n, 312637285n, 72599875346n, 60968508324409n,
  64128000370443037n, 240651566540823214362n, 1162174738476331286327484n, 19776621796151182708398884540n,
  441809773825445785471324877668710n,
];
