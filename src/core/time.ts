/** ISO 8601 with microseconds and Z, as the API shows timestamps: 2026-11-22T04:06:55.123000Z */
export function isoMicro(d: Date): string {
  // toISOString always ends in ".sssZ"; a slice, not a regex: a page of 100 rows formats hundreds
  return `${d.toISOString().slice(0, -1)}000Z`;
}

/** YYYY-MM-DD */
export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}
