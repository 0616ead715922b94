// POST /t/{program}/click and /t/{program}/signup: what the tracking script sends from the
// shop's pages. Each takes only the fields below (an unknown one is a 422), answers CORS to the
// program's website origins only, and is rate limited per client address and program.
import { z } from "zod";
import type { App } from "../../core/app.js";
import { serviceContext } from "../../core/context.js";
import { AppError, ValidationError } from "../../core/errors.js";
import { tagsField } from "../../core/fields.js";
import { parseInput } from "../../core/input.js";
import type { HttpAnswer, HttpRequest } from "../../core/routes.js";
import { createCustomer } from "../customers/customers.service.js";
import { clickRow, isBot } from "./clicks.js";
import { bodyOf, json, limitRate, programFor, publicEndpoint } from "./public-http.js";
import { trackingOf } from "./tracking-state.js";

const optionalText = (max: number) => z.string().max(max).nullish();

export const clickSchema = z
  .object({
    key: z.string({ error: "The key field is required." }).min(1).max(128),
    url: optionalText(2048),
    referrer: optionalText(2048),
  })
  .strict();

export const signupSchema = z
  .object({
    key: optionalText(255),
    email: optionalText(255),
    name: optionalText(255),
    /** affiliate programs: the service_partner cookie's value */
    partner: optionalText(128),
    /** refer-a-friend programs: the referring customer's key (the service_referral cookie, or the form's) */
    referrer: optionalText(128),
    referral_url: optionalText(2048),
    tags: tagsField.nullish(),
  })
  .strict();

export function recordClick(req: HttpRequest, app: App): Promise<HttpAnswer> {
  return publicEndpoint(app, async (setCors) => {
    const { program, cors } = await programFor(req, app);
    setCors(cors);
    const input = parseInput(clickSchema, bodyOf(req, app));
    await limitRate(app, `click:${program.publicId}:${req.clientIp}`, app.config.TRACKING_CLICKS_PER_MINUTE);
    const tracking = trackingOf(app);
    const link = await tracking.lookup.link(program.id, input.key);
    if (!link) throw new AppError("Unknown referral key", "NOT_FOUND", 404);
    const userAgent = req.headers["user-agent"];
    if (!isBot(userAgent)) {
      await tracking.clicks.write(clickRow(link, { ipHash: app.hashIp(req.clientIp), userAgent: userAgent!, landingUrl: input.url, referrer: input.referrer, at: app.now() }));
    }
    // the value the page keeps in its cookie (none for a newsletter's links)
    return json(200, { value: link.cookieValue }, cors);
  });
}

export function signUp(req: HttpRequest, app: App): Promise<HttpAnswer> {
  return publicEndpoint(app, async (setCors) => {
    const { program, cors } = await programFor(req, app);
    setCors(cors);
    const input = parseInput(signupSchema, bodyOf(req, app));
    const affiliate = program.type === "Affiliate";
    if (affiliate && input.referrer) throw ValidationError.field("referrer", "Affiliate programs take the partner, not a referrer.");
    if (!affiliate && input.partner) throw ValidationError.field("partner", "Only affiliate programs take a partner.");
    await limitRate(app, `signup:${program.publicId}:${req.clientIp}`, app.config.TRACKING_SIGNUPS_PER_MINUTE);
    // the one way customers are made: validation, attribution, events and rewards as over the API
    const customer = await createCustomer(serviceContext({ app, program }), {
      key: input.key ?? undefined,
      email: input.email ?? undefined,
      name: input.name ?? undefined,
      referralUrl: input.referral_url ?? undefined,
      tags: input.tags ?? undefined,
      partner: affiliate ? { key: input.partner ?? undefined } : undefined,
      referringCustomer: input.referrer ? { key: input.referrer } : undefined,
    });
    return json(201, { key: customer.key }, cors);
  });
}
