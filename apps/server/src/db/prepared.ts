import type { Db } from './client.ts';

/**
 * A query built once per database handle, for the statements nearly every request makes (the
 * session, the client, the item being added). Building a drizzle query each time was a good
 * share of a request's CPU; `build` returns it `.prepare(name)`d with `sql.placeholder`s, so
 * PostgreSQL also plans it once per connection. A transaction is a handle of its own, so
 * queries inside one are built for it (and dropped with it).
 */
export function preparedPerHandle<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const byHandle = new WeakMap<Db, Query>();
  return (db) => {
    let query = byHandle.get(db);
    if (!query) {
      query = build(db);
      byHandle.set(db, query);
    }
    return query;
  };
}
