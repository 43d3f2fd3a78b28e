/**
 * Pearson's chi-square goodness-of-fit test, for the statistical tests of the suite (is a
 * sampler uniform, does a seed derivation spread its draws). The p-value is the regularised
 * upper incomplete gamma function Q(dof/2, stat/2), computed by its power series below a + 1
 * and by its continued fraction above (the split that keeps both convergent and short).
 */

/** The chi-square statistic of observed counts against expected counts (same length, expected > 0). */
export function chiSquare(observed: ArrayLike<number>, expected: ArrayLike<number>): number {
  let stat = 0;
  for (let i = 0; i < observed.length; i++) stat += (observed[i]! - expected[i]!) ** 2 / expected[i]!;
  return stat;
}

/** The chance of a statistic at least this large under the hypothesis, with dof degrees of freedom. */
export function chiSquarePValue(stat: number, dof: number): number {
  if (!(dof > 0)) throw new RangeError(`chiSquarePValue: degrees of freedom must be positive, got ${dof}`);
  if (stat <= 0) return 1;
  return upperGammaQ(dof / 2, stat / 2);
}

/** Regularised upper incomplete gamma Q(a, x) for a > 0, x > 0. */
function upperGammaQ(a: number, x: number): number {
  const logFront = a * Math.log(x) - x - logGamma(a);
  if (x < a + 1) {
    // P(a, x) = x^a e^-x / Gamma(a + 1) * sum x^n / ((a+1)...(a+n))
    let term = 1 / a, sum = term;
    for (let n = 1; n < 1000 && Math.abs(term) > Math.abs(sum) * 1e-16; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return Math.max(0, 1 - sum * Math.exp(logFront));
  }
  // Q(a, x) = x^a e^-x / Gamma(a) * 1 / (x + 1 - a - 1(1-a)/(x + 3 - a - ...)), by modified Lentz
  const tiny = 1e-300;
  let b = x + 1 - a, c = 1 / tiny, d = 1 / b, f = d;
  for (let n = 1; n < 1000; n++) {
    const an = -n * (n - a);
    b += 2;
    d = an * d + b; if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c; if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const step = d * c;
    f *= step;
    if (Math.abs(step - 1) < 1e-16) break;
  }
  return Math.exp(logFront) * f;
}

/** ln Gamma(z) for z > 0 (Lanczos, g = 7, nine coefficients; about 15 correct digits). */
function logGamma(z: number): number {
  const g = 7;
  const coef = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
  if (z < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * z)) - logGamma(1 - z);
  const zm = z - 1;
  let sum = coef[0]!;
  for (let i = 1; i < g + 2; i++) sum += coef[i]! / (zm + i);
  const t = zm + g + 0.5;
  return 0.5 * Math.log(2 * Math.PI) + (zm + 0.5) * Math.log(t) - t + Math.log(sum);
}
