import type { Executor } from './database.ts';

/** A repository whose statements can also run together in one transaction. */
export type Transactional<Statements> = Statements & {
  /**
   * Runs `work` in one transaction and hands it the same statements bound to that transaction; commits when
   * `work` resolves, rolls back when it throws. For transactions that hold business rules (a payment
   * provider asked under a row lock); a transaction of SQL alone is one repository method.
   */
  transaction<T>(work: (statements: Statements) => Promise<T>): Promise<T>;
};

/** Builds a repository from its statements: on the database, and in a transaction through `transaction`. */
export function transactional<Statements extends object>(
  db: Executor,
  statementsOn: (db: Executor) => Statements,
): Transactional<Statements> {
  return {
    ...statementsOn(db),
    transaction: (work) => db.transaction((tx) => work(statementsOn(tx))),
  };
}
