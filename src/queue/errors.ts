/** The queue's failures, each said in one line (kept apart so a caller can catch them without loading the queue). */

/** A queue address that cannot be read. */
export class QueueAddressError extends Error {
  override name = 'QueueAddressError';
}

/** Redis could not be reached when the run began. */
export class QueueUnreachable extends Error {
  override name = 'QueueUnreachable';
}

/** A job the queue could not run: a worker refused it, it threw, or it lost its worker too often. */
export class JobFailed extends Error {
  override name = 'JobFailed';
}
