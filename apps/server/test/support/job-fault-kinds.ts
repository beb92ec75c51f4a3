// The ways the fault test makes an outside service fail: one table, every job that reaches outside runs under each.

/** How long one call to eBay or Afterbuy may take in the fault test before the client gives up on it. */
export const faultTestTimeoutMs = 2_000;

/**
 * How an outside service is made to fail, for as long as the fault lasts: every call answered with an error
 * status, answered slower than the client waits, its body cut off half way, or never answered.
 */
export interface FaultKind {
  name: string;
  /** The stand-ins' fault: their status and broken answers share one shape. */
  fault: { status: 429 | 503 } | { delayMs: number } | { answer: 'truncated' | 'none' };
}

/** The fault test runs every job that reaches outside once per kind (once per database: the first only). */
export const faultKinds: readonly FaultKind[] = [
  { name: 'answers 503 to every call', fault: { status: 503 } },
  { name: 'answers 429 to every call', fault: { status: 429 } },
  { name: 'answers every call slower than the timeout', fault: { delayMs: 2 * faultTestTimeoutMs } },
  { name: 'cuts every answer off half way', fault: { answer: 'truncated' } },
  { name: 'closes every connection without an answer', fault: { answer: 'none' } },
];
