// The program the operator works on: remembered in this browser (localStorage), sent with every
// GraphQL request as X-Rally-Program. An empty header means "the operator's first program",
// which is what the server picks then, so a first visit needs no choice.
const KEY = "rally.console.program";

export function storedProgram(): string {
  try {
    return localStorage.getItem(KEY) ?? "";
  } catch {
    return ""; // storage turned off: the first program each visit
  }
}

export function storeProgram(publicId: string) {
  try {
    if (publicId) localStorage.setItem(KEY, publicId);
    else localStorage.removeItem(KEY);
  } catch {
    /* storage turned off: the choice lasts this visit */
  }
}

export const programHeaders = (publicId: string) => ({ "x-rally-program": publicId });
