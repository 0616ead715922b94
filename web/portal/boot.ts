// What the server tells the page about the program before anyone signs in, as data attributes
// of the root element (no inline script under the CSP): the HTML shell's route fills them in.
export interface PortalBoot {
  /** the program's public id: the portal's path and what the sign-in endpoints take */
  program: string;
  name: string;
  /** the portal's accent colour (#rrggbb) when the program set one */
  color: string | null;
  /** the program's terms, which a partner accepts to sign up, when it has them */
  termsUrl: string | null;
  signUpOpen: boolean;
  approvalRequired: boolean;
  /** the one language the program shows its portal in; null: the browser's */
  language: string | null;
}

export function readBoot(root: HTMLElement): PortalBoot {
  const d = root.dataset;
  return {
    program: d.program ?? "",
    name: d.name ?? "",
    color: /^#[0-9a-fA-F]{6}$/.test(d.color ?? "") ? d.color! : null,
    termsUrl: /^https?:\/\//.test(d.terms ?? "") ? d.terms! : null,
    signUpOpen: d.signUp === "open",
    approvalRequired: d.approval === "required",
    language: d.language || null,
  };
}

/** the portal's base path: /portal/<public id> */
export const basePath = (boot: PortalBoot) => `/portal/${encodeURIComponent(boot.program)}`;
