/**
 * Boards the browser tests open that the banks do not hold. The 15 x 15 Haisu board is
 * `npx puzzlelab generate haisu --size 15x15 --seed phone --gentle` (about a minute to make,
 * too long to make in a test), kept here by its exact id.
 */
export const HAISU_15 = 'haisu:15x15:b548ck9eamjl3h76gkn2fntqkpe753sqpckbtlulckqigb9gp2n6vok1vrrv6ck969i7maujvlb0f9ut6gai0uvkn1g2k212g2g1g1j32h3g13212g1m3k22g1221221g32i3k1g221i3h1h2j5i242m53h3h13j1h4h21n2h4i2g1k1h5n3j3j1g3i2g2g12g224l1g3l12k1j1g3i';
