// The one way a resource changes state: a write conditional on the state it may move from, in
// a transaction with what else the move records (its events). Of two moves at once only one
// finds the row in a state it may leave; the other changes nothing and is told so, so a
// change never wins twice and never emits two events.
import type { DbTx } from "../db/client.js";
import { inTransaction, type ServiceContext } from "./context.js";
import { BadRequestError } from "./errors.js";

export interface Transition<R> {
  /** the conditional write: an updateMany whose where names the states the row may move from */
  claim(db: DbTx): Promise<{ count: number }>;
  /** the row after the move */
  reload(db: DbTx): Promise<R>;
  /** the 400's message when the row was not in such a state (or another request moved it first) */
  refused: string;
  /** what else the move writes in its transaction */
  then?(tx: ServiceContext, row: R): Promise<void>;
}

export function transition<R>(ctx: ServiceContext, step: Transition<R>): Promise<R> {
  return inTransaction(ctx, async (tx) => {
    const { count } = await step.claim(tx.db);
    if (count === 0) throw new BadRequestError(step.refused);
    const row = await step.reload(tx.db);
    await step.then?.(tx, row);
    return row;
  });
}
