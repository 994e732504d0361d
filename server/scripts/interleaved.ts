// BENCHMARK ONLY. Times a few alternatives against each other on a noisy machine: they take turns
// within each round (the order flips every round), each round starts after one event-loop turn, and
// the median round counts.
export type Step = () => Promise<unknown>;

/** Microseconds per call of each step. */
export async function microsecondsPerCall(steps: Record<string, Step>, rounds: number, callsPerRound: number): Promise<Record<string, number>> {
  const perRound: Record<string, number[]> = Object.fromEntries(Object.keys(steps).map((name) => [name, []]));
  for (const step of Object.values(steps)) for (let call = 0; call < Math.min(50, callsPerRound); call += 1) await step(); // warm-up
  for (let round = 0; round < rounds; round += 1) {
    const order = Object.entries(steps);
    if (round % 2 === 1) order.reverse();
    for (const [name, step] of order) {
      await new Promise((resolve) => setImmediate(resolve));
      const started = performance.now();
      for (let call = 0; call < callsPerRound; call += 1) await step();
      perRound[name]!.push(((performance.now() - started) * 1000) / callsPerRound);
    }
  }
  return Object.fromEntries(
    Object.entries(perRound).map(([name, values]) => [name, [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!]),
  );
}
