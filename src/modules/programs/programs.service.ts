// Programs: creation (CLI and demo seed), details with stats, settings updates.
import { z } from "zod";
import type { Db } from "../../db/client.js";
import type { Prisma, Program } from "../../generated/prisma/client.js";
import { inTransaction, type ServiceContext } from "../../core/context.js";
import { NotFoundError } from "../../core/errors.js";
import { randomId } from "../../core/ids.js";
import { parseInput } from "../../core/input.js";
import {
  portalSettingsPatchSchema,
  programSettingsPatchSchema,
  readPortalSettings,
  readProgramSettings,
  storedForm,
  webUrl,
  writeProgramSettings,
} from "./program-settings.js";
import { issueApiKey } from "../auth/api-keys.service.js";
import { forgetTrackedProgram } from "../tracking/tracking-state.js";

export interface NewProgram {
  name: string;
  /** Affiliate, Referral or Newsletter; anything else is a 422 (the CLI passes what it was given) */
  type: string;
  website?: string;
  currency?: string;
}

const newProgramSchema = z.object({
  name: z.string().trim().min(1).max(200),
  type: z.enum(["Affiliate", "Referral", "Newsletter"]),
  website: webUrl.optional().or(z.literal("")),
  currency: z.string().regex(/^[A-Za-z]{3}$/, "must be a 3-letter currency code").optional(),
});

export async function createProgram(db: Db, input: NewProgram): Promise<Program> {
  const data = parseInput(newProgramSchema, input);
  return db.program.create({
    data: {
      name: data.name,
      type: data.type,
      website: data.website ?? "",
      currency: (data.currency ?? "USD").toUpperCase(),
      publicId: randomId(10).toLowerCase(),
      // refer-a-friend links carry the referring customer's key in ?ref=, affiliate links in ?aff=
      settings: storedForm(readProgramSettings({ linkParameter: data.type === "Referral" ? "ref" : "aff" })),
      portalSettings: readPortalSettings({}),
    },
  });
}

export function listPrograms(db: Db) {
  return db.program.findMany({ orderBy: { id: "asc" }, include: { _count: { select: { apiKeys: { where: { revokedAt: null } } } } } });
}

export async function findProgram(db: Db, idOrPublicId: string): Promise<Program> {
  // a number past the id column's range names no program (and must not reach the query as one)
  const id = /^\d{1,10}$/.test(idOrPublicId) && Number(idOrPublicId) <= 2_147_483_647 ? Number(idOrPublicId) : undefined;
  const program = await db.program.findFirst({ where: id ? { id } : { publicId: idOrPublicId } });
  if (!program) throw new NotFoundError("Program");
  return program;
}

/** on a fresh database: one demo program of each type, each with a key (returned once) */
export async function seedDemoPrograms(db: Db, website: string) {
  if ((await db.program.count()) > 0) return [];
  const created = [];
  for (const type of ["Affiliate", "Referral", "Newsletter"] as const) {
    const program = await createProgram(db, { name: `Demo ${type} program`, type, website });
    const { key } = await issueApiKey(db, program.id, "demo");
    created.push({ program, key });
  }
  return created;
}

const updateSchema = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  website: webUrl.optional().or(z.literal("")),
  currency: z.string().regex(/^[A-Za-z]{3}$/, "must be a 3-letter currency code").optional(),
  programSettings: programSettingsPatchSchema.optional(),
  portalSettings: portalSettingsPatchSchema.optional(),
});

/**
 * What updateProgram takes: the settings come as the surface sent them (GraphQL's input
 * objects: strings where the schema has enums, nulls left in nested objects) and are checked
 * against their patch schemas here, a 422 naming the field, so any object is accepted.
 */
export interface ProgramUpdate {
  name?: string;
  website?: string;
  currency?: string;
  programSettings?: Record<string, unknown>;
  portalSettings?: Record<string, unknown>;
}

/**
 * The one way a program row changes: the change is computed from the row as it is now, locked,
 * so concurrent changes of different settings all stick (the program loaded with the API key
 * may already be stale); the keys of the program are then read afresh.
 */
export async function changeProgram(ctx: ServiceContext, change: (current: Program) => Prisma.ProgramUpdateInput): Promise<Program> {
  const id = ctx.program.id;
  const updated = await inTransaction(ctx, async ({ db }) => {
    await db.$queryRaw`SELECT 1 FROM "Program" WHERE "id" = ${id} FOR UPDATE`;
    const current = await db.program.findUniqueOrThrow({ where: { id } });
    return db.program.update({ where: { id }, data: change(current) });
  });
  ctx.app.apiKeys.forget({ programId: id });
  forgetTrackedProgram(ctx.app, updated.publicId);
  return updated;
}

export async function updateProgram(ctx: ServiceContext, input: ProgramUpdate): Promise<Program> {
  const data = parseInput(updateSchema, input);
  return changeProgram(ctx, (current) => ({
    name: data.name,
    website: data.website,
    currency: data.currency?.toUpperCase(),
    settings: data.programSettings ? writeProgramSettings(current.settings, data.programSettings) : undefined,
    portalSettings: data.portalSettings ? { ...readPortalSettings(current.portalSettings), ...data.portalSettings } : undefined,
  }));
}
