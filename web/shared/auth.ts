// The sign-in endpoints (/auth/partner/... here, /auth/operator/... in the console): JSON in, {"status":1,"data":…} or the API's
// error body out; the session cookie comes back HttpOnly, so the page never holds it.

export interface AuthAnswer<T = Record<string, unknown>> {
  ok: boolean;
  status: number;
  data?: T;
  message?: string;
  /** field errors, keyed as the endpoint names its fields */
  errors?: Record<string, string[]>;
  retryAfter?: number;
}

/** posts JSON (or nothing) to a sign-in endpoint and reads its answer */
export async function postAuth<T>(path: string, body: unknown): Promise<AuthAnswer<T>> {
  let res: Response;
  try {
    res = await fetch(path, { method: "POST", credentials: "same-origin", ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }) });
  } catch (err) {
    return { ok: false, status: 0, message: (err as Error).message };
  }
  const answer = (await res.json().catch(() => ({}))) as { data?: T; message?: string; errors?: Record<string, string[]> };
  const retry = Number(res.headers.get("retry-after"));
  return { ok: res.ok, status: res.status, data: answer.data, message: answer.message, errors: answer.errors, retryAfter: Number.isFinite(retry) && retry > 0 ? retry : undefined };
}

export interface SignUpInput {
  email: string;
  password?: string;
  name?: string;
  surname?: string;
  /** the program's terms accepted */
  tos?: boolean;
}

export const signUp = (program: string, input: SignUpInput) => postAuth<{ status: "active" | "pending" }>("/auth/partner/sign-up", { program, ...input });
export const signInWithPassword = (program: string, email: string, password: string) => postAuth("/auth/partner/sign-in", { program, email, password });
export const requestCode = (program: string, email: string) => postAuth("/auth/partner/code", { program, email });
export const signInWithCode = (program: string, email: string, code: string) => postAuth("/auth/partner/code/sign-in", { program, email, code });
export const signOut = () => postAuth("/auth/partner/sign-out", undefined);
