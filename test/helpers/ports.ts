// A port nothing listens on right now, for a child process to take (or for a connection that
// must be refused). In process, servers listen on port 0 instead.
import { createServer } from "node:net";

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((ok) => probe.listen(0, "127.0.0.1", ok));
  const { port } = probe.address() as { port: number };
  await new Promise((ok) => probe.close(ok));
  return port;
}
