// The entity module's face (docs/decisions/049-module-faces.md, 050-entity-write-path.md): what
// every entity type shares. Its routes are the Entity calls (lite listings, memberships, folder
// history, copy/move/rename, configs); to other modules it offers the one write path (`write`)
// and the configs as stored.
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import type { Caller } from '../access';
import type { RowPage } from '../../lib/continuation';
import { configHistory, configsAt, listConfigs, type StoredConfig } from './config.repository';
import { configRoutes } from './config.routes';
import { createEntityRepository } from './entity.repository';
import { entityRoutes } from './entity.routes';
import { createEntityService } from './entity.service';
import { createEntityWrites, type EntityWriter } from './entity-writes';

export type { EntityWriter } from './entity-writes';
export type { StoredConfig } from './config.repository';
export { ENTITY_ALERTS, entityCommon, type EntityCommon, type EntityCommonSql } from './entity-common';

export interface Entities {
  /** Runs `fn` in one transaction that names `caller` as the actor of every write in it. */
  write<T>(caller: Pick<Caller, 'userUid'>, fn: (w: EntityWriter) => Promise<T>): Promise<T>;
  /** The configs of these entities as stored, by entity uid. */
  configsOf(entityUids: number[]): Promise<Map<number, StoredConfig[]>>;
  /** The folders an entity stands in. */
  foldersOf(uid: number): Promise<number[]>;
}

/** Moves the portal makes itself (GPS autoMoveFolders, docs/decisions/101-gps-folder-moves.md),
 * under the rules of Entity/{uid}/Move. */
export interface SystemMoves {
  moveAsset(uid: number, destFolderUid: number): Promise<{ srcFolderUid: number; destFolderUid: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    entities: Entities;
    systemMoves: SystemMoves;
  }
}

/** The write path and the stored configs (`app.entities`): they need no other module, so they come
 * before the folder module, whose saves write through them. */
export const entityWritesModule = fp<AppContext>(
  async (app, ctx) => {
    const writes = createEntityWrites(ctx.db);
    app.decorate('entities', {
      write: writes.write,
      foldersOf: writes.foldersOf,
      configsOf: (uids) => listConfigs(ctx.db, uids),
    } satisfies Entities);
  },
  { name: 'entity-writes' },
);

/** The Entity calls, which read folders through the folder module. */
export const entityModule = fp<AppContext>(
  async (app, ctx) => {
    const { db } = ctx;
    const configs = {
      list: (uids: number[]) => listConfigs(db, uids),
      history: (uid: number, t: number | undefined, page: RowPage) => configHistory(db, uid, t, page),
      at: (uid: number, at: Date) => configsAt(db, uid, at),
    };
    // The RMA module comes later (it needs the documents'): asked at rename time, not now.
    const rmaLock = (caller: Caller, uid: number) =>
      app.hasDecorator('rma') ? app.rma.requireDeviceEditable(caller, uid) : Promise.resolve();
    const service = createEntityService(createEntityRepository(db), app.folders, app.scope, configs, rmaLock);
    app.decorate('systemMoves', { moveAsset: service.moveAssetBySystem } satisfies SystemMoves);
    entityRoutes(app, service);
    configRoutes(app, service);
  },
  { name: 'entity', dependencies: ['access', 'folder', 'entity-writes'] },
);
