/** Shared handlers: a scoped grid and a scoped get-one over one collection of the db. */
import type { Request, RequestHandler } from 'express';
import type { GridQuery, GridReply } from '../../contract/wire';
import { inScope, scopeTest, sessionOrThrow, type Session } from '../auth';
import type { ApiContext } from '../context';
import { parseGridQuery, runGrid, type GridSpec, type Row } from '../contract';
import { handle, notFound } from '../httpError';
import type { Db } from '../seed/types';
import type { CollectionKey } from '../store';

export interface CollectionView {
  collection: CollectionKey;
  idField: string;
  spec: GridSpec;
  /** Rows as the caller may see them (e.g. fields that need a patent removed). */
  project?: (row: Row, session: Session) => Row;
  /** Rows of a collection that need no merchant scoping (the shared catalogue). */
  unscoped?: boolean;
}

export function rowsOf(ctx: ApiContext, name: CollectionKey): Row[] {
  return ctx.store.db[name] as unknown as Row[];
}

/** Runs a grid query over a collection for the caller (scoped unless the view says not). */
export function queryCollection(ctx: ApiContext, view: CollectionView, session: Session, q: GridQuery): GridReply<Row> {
  const reply = runGrid(
    { name: view.collection, version: ctx.store.version(view.collection), rows: rowsOf(ctx, view.collection) },
    q,
    view.spec,
    ctx.sorts,
    view.unscoped ? undefined : scopeTest(session),
  );
  const project = view.project;
  return project ? { ...reply, data: reply.data.map((r) => project(r, session)) } : reply;
}

export function gridHandler(ctx: ApiContext, view: CollectionView, before?: (req: Request) => void): RequestHandler {
  return handle((req, res) => {
    before?.(req);
    const session = sessionOrThrow(req);
    res.json(queryCollection(ctx, view, session, parseGridQuery(req.query)));
  });
}

/** The row with this id that the caller may see, or a 404 (out-of-scope rows do not exist). */
export function findScoped(ctx: ApiContext, view: CollectionView, session: Session, id: string): Row {
  const rows = rowsOf(ctx, view.collection);
  const row = rows.find((r) => String(r[view.idField]) === id);
  if (!row || (!view.unscoped && !inScope(session)(row))) throw notFound(`${view.idField} ${id} not found`);
  return row;
}

export function getOneHandler(ctx: ApiContext, view: CollectionView, extend?: (row: Row, session: Session) => Row): RequestHandler {
  return handle((req, res) => {
    const session = sessionOrThrow(req);
    const row = findScoped(ctx, view, session, String(req.params.id));
    const shown = view.project ? view.project(row, session) : row;
    res.json(extend ? extend(shown, session) : shown);
  });
}

/** Issued ids of a db without meta (a test's hand-made db): kept beside it for its life. */
const looseMarks = new WeakMap<Db, Record<string, number>>();

/**
 * Next numeric id of a collection. Never one issued before, even when its row was deleted (issue
 * #30: a withdrawn refund's id went to the next refund): the highest id handed out is kept in the
 * db's meta, written to the data file with the rows, so a restart remembers it too.
 */
export function nextId(db: Db, collection: CollectionKey, idField: string): number {
  let marks = looseMarks.get(db);
  if (db.meta) marks = db.meta.lastIds ??= {};
  else if (!marks) looseMarks.set(db, (marks = {}));
  const key = `${collection}.${idField}`;
  let max = marks[key] ?? 0;
  for (const r of db[collection] as unknown as readonly Row[]) {
    const v = r[idField];
    if (typeof v === 'number' && v > max) max = v;
  }
  marks[key] = max + 1;
  return max + 1;
}
