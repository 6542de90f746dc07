// The one write path of entities (docs/decisions/050-entity-write-path.md): every insert and update
// of an entity, its folder memberships, its deactivation and its configs runs inside `write`, one
// transaction that names the acting user, so the folder-history triggers (ADR 018) and the config
// history record who did it. Area services (asset, device, ...) write their own table through the
// writer's transaction and never open one themselves.
import type { Db } from '../../db/client';
import { transaction, type Tx } from '../../db/transaction';
import type { Caller } from '../access';
import { listConfigs, saveConfigs, type StoredConfig } from './config.repository';
import { addMembership, insertEntity, leaveFolder, membershipFolders, updateEntity } from './entity-write.repository';

export interface NewEntity {
  typeId: number;
  label: string;
  iconName: string;
  tags: unknown[];
  userDefValues: unknown[];
}

export type EntityFields = Pick<NewEntity, 'label' | 'tags' | 'userDefValues'>;

export interface LeaveResult {
  removed: true;
  /** Out of its last folder an entity stays there, inactive: its history stays reachable by uid. */
  deactivated: boolean;
}

export interface EntityWriter {
  /** The transaction, for the area's own table writes. */
  readonly tx: Tx;
  insert(entity: NewEntity): Promise<number>;
  update(uid: number, fields: EntityFields): Promise<void>;
  /** Into a folder (a membership; the history trigger records it). */
  join(uid: number, folderUid: number): Promise<void>;
  /** Out of one folder; null when it was not in it. */
  leave(uid: number, folderUid: number): Promise<LeaveResult | null>;
  /** Out of every folder: deactivated, as removing it from its last. */
  leaveAll(uid: number): Promise<LeaveResult>;
  /** Makes the entity's configs exactly these (config.repository.ts saveConfigs), recorded as the actor's. */
  saveConfigs(uid: number, configs: Record<string, unknown>[], opts?: { keepUnlisted?: boolean }): Promise<StoredConfig[]>;
  /** The entity's configs as stored, read in this transaction. */
  configs(uid: number): Promise<StoredConfig[]>;
}

export function createEntityWrites(db: Db) {
  return {
    /** The folders an entity stands in. */
    foldersOf: (uid: number) => membershipFolders(db, uid),

    write<T>(caller: Pick<Caller, 'userUid'>, fn: (w: EntityWriter) => Promise<T>): Promise<T> {
      return transaction(db, caller.userUid, (tx) =>
        fn({
          tx,
          insert: (entity) => insertEntity(tx, entity),
          update: (uid, fields) => updateEntity(tx, uid, fields),
          join: (uid, folderUid) => addMembership(tx, uid, folderUid),
          leave: (uid, folderUid) => leaveFolder(tx, uid, folderUid),
          async leaveAll(uid) {
            let left: LeaveResult | null = null;
            for (const folder of await membershipFolders(tx, uid)) left = await leaveFolder(tx, uid, folder);
            return { removed: true, deactivated: left?.deactivated ?? false };
          },
          saveConfigs: (uid, configs, opts) => saveConfigs(tx, uid, configs, caller.userUid, opts),
          configs: async (uid) => (await listConfigs(tx, [uid])).get(uid) ?? [],
        }),
      );
    },
  };
}
