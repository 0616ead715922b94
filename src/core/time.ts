/** ISO 8601 with microseconds and Z, as the API shows timestamps: 2026-11-22T04:06:55.123000Z */
export function isoMicro(d: Date): string {
  return d.toISOString().replace(/\.(\d{3})Z$/, ".$1000Z");
}

/** YYYY-MM-DD */
export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}
