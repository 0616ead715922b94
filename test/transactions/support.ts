// What the transaction tests share beyond test/helpers: the rows a failed request must not leave.
import type { Seeded } from "../helpers/seed.js";

/** the program's transactions and rewards, counted: [transactions, rewards] */
export const rowCount = (s: Pick<Seeded, "prisma" | "program">) =>
  Promise.all([s.prisma.transaction.count({ where: { programId: s.program.id } }), s.prisma.reward.count({ where: { programId: s.program.id } })]);
