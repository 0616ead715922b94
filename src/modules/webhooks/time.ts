export const addMs = (d: Date, ms: number) => new Date(d.getTime() + ms);
export const addHours = (d: Date, h: number) => addMs(d, h * 3_600_000);
