// npx tsx bench/newsletter-sync.ts: the initial sync rate of a newsletter program from its email
// service (subscribers per second into the database), Mailchimp faked by a local server
// answering as the real API does (pages of 1,000 members). Each subscriber names its referrer
// (a tree, three referrals each), so the run also resolves 1 less than N referrals. It runs on a
// fresh PostgreSQL database of its own (BENCH_DATABASE_SERVER, default the local server), or on
// the embedded database with BENCH_NEWSLETTER_DB=embedded. Prints wall time, the process's CPU
// time (less distorted than wall time on a shared machine) and both rates.
import { loadConfig } from "../src/config.js";
import { createApp } from "../src/app.js";
import { serviceContext } from "../src/core/context.js";
import { createProgram } from "../src/modules/programs/programs.service.js";
import { connectNewsletter } from "../src/modules/newsletter-sync/connections.service.js";
import { claimSync, runSync } from "../src/modules/newsletter-sync/sync.service.js";
import { subscriberHash } from "../src/modules/newsletter-sync/providers/mailchimp.js";
import { fakeMailchimp } from "../test/newsletter-sync/fake-mailchimp.js";
import { createDatabase, dropDatabase } from "./seed.js";

const N = Number(process.env.BENCH_NEWSLETTER_SUBSCRIBERS ?? 20_000);
const SERVER_URL = process.env.BENCH_DATABASE_SERVER ?? "postgres://postgres@127.0.0.1:5432/postgres";
const embedded = process.env.BENCH_NEWSLETTER_DB === "embedded";
const dbName = `h_news_bench_${process.pid}`;

const mc = await fakeMailchimp();
const emails = Array.from({ length: N }, (_, i) => `s${i}@example.com`);
mc.members = emails
  .map((email, i) => ({ id: subscriberHash(email), email_address: email, status: "subscribed", full_name: `S ${i}`, merge_fields: { RREF: i === 0 ? "" : subscriberHash(emails[Math.floor((i - 1) / 3)]!) } }))
  .reverse();

const databaseUrl = embedded ? undefined : await createDatabase(SERVER_URL, dbName);
const config = loadConfig({
  ...process.env,
  DATABASE_URL: databaseUrl ?? "",
  DATA_DIR: embedded ? `/tmp/${dbName}` : "./data",
  INTEGRATIONS_ENCRYPTION_KEY: "q1mK4mV6c0p9H2x7Yt3r8Zb5Lw1Nd6Fs0Gj2Ue4Ia7o=",
  MAILCHIMP_API_URL: mc.url,
  LOG_LEVEL: "silent",
});
const app = await createApp(config, { migrate: true, jobs: false, listen: false });
try {
  const program = await createProgram(app.database.prisma, { name: "Bench newsletter", type: "Newsletter", website: "https://news.example" });
  const ctx = serviceContext({ app, program });
  await connectNewsletter(ctx, { provider: "mailchimp", apiKey: mc.apiKey, listId: mc.listId });
  await claimSync(ctx);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const result = await runSync(app, program.id);
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const referred = await app.database.prisma.subscriber.count({ where: { programId: program.id, referringSubscriberUid: { not: null } } });
  if (result.state !== "done" || result.imported !== N || referred !== N - 1) throw new Error(`sync incomplete: ${JSON.stringify(result)}, ${referred} referred`);
  console.log(`initial sync, ${embedded ? "embedded (PGlite)" : "PostgreSQL"}, Mailchimp faked: ${N} subscribers (${referred} referrals) in ${seconds.toFixed(2)} s wall, ${cpuSeconds.toFixed(2)} s CPU of this process`);
  console.log(`  ${Math.round(N / seconds)} subscribers/s (wall), ${Math.round(N / cpuSeconds)} subscribers per CPU-second`);
} finally {
  await app.close();
  await mc.close();
  if (!embedded) await dropDatabase(SERVER_URL, dbName);
}
