// The operators' sign-in endpoints (/auth/operator/...): the session cookie comes back HttpOnly.
import { postAuth } from "../shared/auth.js";

export const operatorSignIn = (email: string, password: string, totpCode?: string) =>
  postAuth<{ operator: { email: string } }>("/auth/operator/sign-in", { email, password, ...(totpCode ? { totp_code: totpCode } : {}) });
export const requestOperatorLink = (email: string) => postAuth("/auth/operator/link-request", { email });
export const operatorSignOut = () => postAuth("/auth/operator/sign-out", undefined);
