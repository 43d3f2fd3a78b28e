/**
 * Durations written for people, in the three forms they are read in: measured, in words for
 * prose and terminals (`4.2 s`, `3 min 20 s`, `1 h 5 min`); estimated, rounder (`5 s`, `1 min`);
 * and as a clock for a timer that ticks on a page (`1:05`, `1:02:05`), whose width must not
 * jump every second.
 */

/** Seconds as 4.2 s, 3 min 20 s or 1 h 5 min. */
export function duration(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${Math.round(seconds * 10) / 10} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s`;
  const minutes = Math.round(s / 60);
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** An estimate of seconds for a sentence: "5 s", "1 min 20 s", "2 min" (never less than 1 s). */
export function roughDuration(seconds: number): string {
  const s = Math.max(1, Math.round(seconds));
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`;
}

/** Milliseconds as "m:ss", or "h:mm:ss" from an hour on. */
export function clock(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const s = total % 60, m = Math.floor(total / 60) % 60, h = Math.floor(total / 3600);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
