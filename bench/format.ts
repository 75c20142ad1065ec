/** Small helpers the benchmarks share to print figures the same way. */

/** Bytes as kilobytes (1 KB = 1024 bytes) with one decimal. */
export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** Milliseconds with the precision that matters at this scale. */
export function ms(value: number): string {
  return `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;
}

/** The p-th percentile (0-100) of the values, nearest-rank method; NaN when there are none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** Prints one result line: a label padded to a column, then the figure. */
export function report(label: string, figure: string): void {
  process.stdout.write(`  ${label.padEnd(44)} ${figure}\n`);
}

/** Prints a section title. */
export function section(title: string): void {
  process.stdout.write(`\n${title}\n`);
}

/** "within budget" or "OVER BUDGET", for a figure that must stay at or under its budget. */
export function verdict(value: number, budget: number): string {
  return value <= budget ? 'within budget' : 'OVER BUDGET';
}
