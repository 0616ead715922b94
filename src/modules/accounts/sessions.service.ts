// Partner sessions: an opaque cookie whose SHA-256 is the session's row. A session is valid
// while unexpired, not revoked and its partner neither archived nor deleted; sign-in starts a
// new one (and ends the one the browser held), sign-out and a password change end them. The
// operator realm has its own rows and its own cookie, so a partner cookie never names one.
import type { App } from "../../core/app.js";
import type { DbTx } from "../../db/client.js";
import type { Operator, Partner, Program, SessionRealm } from "../../generated/prisma/client.js";
import { newToken, tokenHash } from "./tokens.js";

/** a realm's cookie name: `__Host-` (no Domain, Path=/, Secure) when Rally is served over https */
export function cookieName(realm: SessionRealm, publicUrl: string): string {
  return `${publicUrl.startsWith("https:") ? "__Host-" : ""}rally_${realm}`;
}

export const partnerCookieName = (publicUrl: string) => cookieName("partner", publicUrl);
export const operatorCookieName = (publicUrl: string) => cookieName("operator", publicUrl);

/** the value of one cookie in a Cookie header, or undefined */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

function cookie(realm: SessionRealm, publicUrl: string, value: string, maxAgeSeconds: number): string {
  const secure = publicUrl.startsWith("https:") ? "; Secure" : "";
  return `${cookieName(realm, publicUrl)}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

/** the Set-Cookie that removes a realm's cookie */
export const clearedCookie = (realm: SessionRealm, publicUrl: string) => cookie(realm, publicUrl, "", 0);
export const clearedPartnerCookie = (publicUrl: string) => clearedCookie("partner", publicUrl);

export interface PartnerSession {
  sessionId: string;
  partner: Partner;
  program: Program;
}

/** statuses whose partners may hold a session; archiving or deleting ends them */
const SIGNED_IN_STATUSES = new Set(["active", "pending"]);

/**
 * A new session for the partner; the token the browser presented before, if any, is revoked
 * (a fixed session id from before sign-in never becomes a signed-in one). Answers the Set-Cookie.
 */
export async function startPartnerSession(app: Pick<App, "database" | "config" | "now">, partner: Partner, previousToken?: string): Promise<string> {
  const db = app.database.prisma;
  const now = app.now();
  const token = newToken();
  const hours = app.config.PARTNER_SESSION_HOURS;
  await db.$transaction([
    ...(previousToken ? [db.session.updateMany({ where: { tokenHash: tokenHash(previousToken), revokedAt: null }, data: { revokedAt: now } })] : []),
    db.session.create({
      data: { realm: "partner", tokenHash: tokenHash(token), programId: partner.programId, partnerUid: partner.uid, createdAt: now, expiresAt: new Date(now.getTime() + hours * 3_600_000) },
    }),
  ]);
  return cookie("partner", app.config.publicUrl, token, hours * 3600);
}

/** the partner a session cookie's token stands for, or null (unknown, expired, revoked, partner gone) */
export async function partnerOfSession(app: Pick<App, "database" | "now">, token: string): Promise<PartnerSession | null> {
  if (token.length < 20 || token.length > 100) return null;
  const session = await app.database.prisma.session.findUnique({
    where: { tokenHash: tokenHash(token) },
    include: { partner: { include: { program: true } } },
  });
  if (!session || session.realm !== "partner" || session.revokedAt || session.expiresAt <= app.now() || !session.partner) return null;
  const { program, ...partner } = session.partner;
  if (!SIGNED_IN_STATUSES.has(partner.status) || partner.rejectedAt) return null;
  return { sessionId: session.id, partner, program };
}

/** a new operator session (the one the browser held ends); answers the Set-Cookie. `totp`: its sign-in proved an authenticator code */
export async function startOperatorSession(app: Pick<App, "database" | "config" | "now">, operator: Operator, previousToken?: string, totp = false): Promise<string> {
  const db = app.database.prisma;
  const now = app.now();
  const token = newToken();
  const hours = app.config.OPERATOR_SESSION_HOURS;
  await db.$transaction([
    ...(previousToken ? [db.session.updateMany({ where: { tokenHash: tokenHash(previousToken), revokedAt: null }, data: { revokedAt: now } })] : []),
    db.session.create({ data: { realm: "operator", tokenHash: tokenHash(token), operatorId: operator.id, createdAt: now, expiresAt: new Date(now.getTime() + hours * 3_600_000), totpAt: totp ? now : null } }),
  ]);
  return cookie("operator", app.config.publicUrl, token, hours * 3600);
}

/** the operator a session cookie's token stands for, or null */
export async function operatorOfSession(app: Pick<App, "database" | "now">, token: string): Promise<{ sessionId: string; operator: Operator; totpAt: Date | null } | null> {
  if (token.length < 20 || token.length > 100) return null;
  const session = await app.database.prisma.session.findUnique({ where: { tokenHash: tokenHash(token) }, include: { operator: true } });
  if (!session || session.realm !== "operator" || session.revokedAt || session.expiresAt <= app.now() || !session.operator) return null;
  return { sessionId: session.id, operator: session.operator, totpAt: session.totpAt };
}

/** sign-out: the session of this token ends */
export async function endSession(app: Pick<App, "database" | "now">, token: string): Promise<void> {
  await app.database.prisma.session.updateMany({ where: { tokenHash: tokenHash(token), revokedAt: null }, data: { revokedAt: app.now() } });
}

/** every open session of the partner ends (password changed, archived, deleted) */
export async function endPartnerSessions(db: DbTx, partnerUid: string, now: Date): Promise<number> {
  const { count } = await db.session.updateMany({ where: { partnerUid, revokedAt: null }, data: { revokedAt: now } });
  return count;
}

/**
 * Whether an open stream's session still counts: not revoked or expired, and, for an operator,
 * still a member of the program the stream follows (streams re-check this, stream-keys.ts).
 */
export async function sessionStillOpen(app: Pick<App, "database" | "now">, sessionId: string, programId: number): Promise<boolean> {
  const db = app.database.prisma;
  const session = await db.session.findUnique({ where: { id: sessionId }, select: { revokedAt: true, expiresAt: true, operatorId: true, partner: { select: { status: true, rejectedAt: true } } } });
  if (!session || session.revokedAt || session.expiresAt <= app.now()) return false;
  if (session.partner) return SIGNED_IN_STATUSES.has(session.partner.status) && !session.partner.rejectedAt;
  if (!session.operatorId) return false;
  return (await db.membership.count({ where: { operatorId: session.operatorId, programId } })) > 0;
}
