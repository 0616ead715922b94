// Click ingest (issue 12): POST /t/{program}/click as the tracking script sends it, each
// request a new visitor (its own user agent) on one of program A's partners' links, so every
// answered click is a row to write (none is a same-day duplicate). Rally collects concurrent
// clicks into one multi-row INSERT (group commit) and answers each after its batch committed;
// at the end the stored rows are counted: none of the answered clicks may be missing.
import autocannon from "autocannon";
import pg from "pg";

export interface ClickBenchOptions {
  url: string;
  databaseUrl: string;
  programId: number;
  /** seeded partner keys are `${tag}pk1` … `${tag}pk${partners}` */
  tag: string;
  partners: number;
  connections: number[];
  duration: number;
  warmup: number;
}

export interface ClickRun {
  connections: number;
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

export interface ClickBench {
  runs: ClickRun[];
  answered: number;
  stored: number;
}

const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 bench/";

function load(o: ClickBenchOptions, publicId: string, connections: number, seconds: number, counter: { n: number }): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: o.url,
        connections,
        duration: seconds,
        requests: [
          {
            method: "POST",
            path: `/t/${publicId}/click`,
            setupRequest: (req: autocannon.Request) => {
              const n = counter.n++;
              const key = `${o.tag}pk${1 + (n % o.partners)}`;
              return {
                ...req,
                headers: { ...req.headers, origin: "https://shop.example", "content-type": "text/plain", "user-agent": `${UA}${n}` },
                body: JSON.stringify({ key, url: `https://shop.example/product/${n % 50}?aff=${key}`, referrer: "https://blog.example/review" }),
              };
            },
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

export async function measureClicks(o: ClickBenchOptions): Promise<ClickBench> {
  const db = new pg.Client({ connectionString: o.databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ publicId: string }>(`SELECT "publicId" FROM "Program" WHERE id = $1`, [o.programId]);
    const publicId = rows[0]!.publicId;
    const counter = { n: 0 };
    const runs: ClickRun[] = [];
    let answered = 0;
    for (const connections of o.connections) {
      if (o.warmup > 0) answered += (await load(o, publicId, connections, o.warmup, counter))["2xx"];
      const r = await load(o, publicId, connections, o.duration, counter);
      answered += r["2xx"];
      runs.push({ connections, perSecond: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, failures: r.non2xx + r.errors + r.timeouts });
    }
    const stored = Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM "Click" WHERE "programId" = $1`, [o.programId])).rows[0]!.n);
    return { runs, answered, stored };
  } finally {
    await db.end();
  }
}

export function formatClicks(b: ClickBench): string {
  const head = ["concurrent clients", "clicks/s", "p50 / p99 ms", "failures"];
  const lines = b.runs.map((r) => [String(r.connections), r.perSecond.toFixed(0), `${r.p50.toFixed(0)} / ${r.p99.toFixed(0)}`, String(r.failures)]);
  const table = [head, head.map(() => "---"), ...lines].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
  return `${table}\n\n${b.answered} clicks answered 2xx (warm-up included), ${b.stored} stored${b.stored < b.answered ? ": SOME ANSWERED CLICKS ARE MISSING" : ""}`;
}
