// spec 001 §7 Alert/Message (issue 15): a folder's alert message templates, the ones it inherits
// from its ancestors (within the caller's scope), and a preview rendered from a real tank of the
// folder in the caller's units and time zone. Scope first: another company's message or folder
// answers 404, as a missing one.
import type { z } from 'zod';
import { AlertEventState } from '@ullage/domain/alerts/alert-api';
import { renderAlertMessageFor } from '@ullage/domain/alerts/alert-message-values';
import {
  previewAlertTypeOf,
  type AlertMessage,
  type AlertMessageBody,
  type AlertMessagePreview,
  type alertMessagePreviewBodySchema,
} from '@ullage/domain/alerts/alert-messages';
import { AlertMessageKind, type AlertMessageKindId } from '@ullage/domain/alerts/alerts';
import { ConfigType, timeZoneConfigSchema, unitConfigSchema } from '@ullage/domain/configs';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { Caller, Scope } from '../access';
import type { AlertDeliveryRepository } from './alert-delivery.repository';
import { factsOf } from './alert-delivery.service';
import type { AlertMessageRepository, MessageRow } from './alert-message.repository';

type PreviewBody = z.output<typeof alertMessagePreviewBodySchema>;

const toMessage = (r: MessageRow, inherited: boolean): AlertMessage => ({ ...r, inherited });

/** The sensor value a preview of a kind shows ({{value}}). */
const VALUE_CONFIG: Partial<Record<AlertMessageKindId, number>> = {
  [AlertMessageKind.Temperature]: ConfigType.Temperature,
  [AlertMessageKind.Pressure]: ConfigType.Pressure,
  [AlertMessageKind.Switch]: ConfigType.Switch,
};

export function createAlertMessageService(deps: {
  repo: AlertMessageRepository;
  facts: Pick<AlertDeliveryRepository, 'entityFacts'>;
  scope: Scope;
  clock: Clock;
  publicUrl: string;
}) {
  const { repo, scope } = deps;

  async function folderPathFor(caller: Caller, folderUid: number, write: boolean): Promise<number[]> {
    await (write ? scope.requireWrite : scope.requireRead)(caller, folderUid, 'Folder');
    const path = await repo.folderPath(folderUid);
    if (!path) throw new NotFoundError(`Folder ${folderUid} was not found.`);
    return path;
  }

  async function load(caller: Caller, id: number, write: boolean): Promise<MessageRow> {
    const found = await repo.byId(id);
    if (!found) throw new NotFoundError(`Alert message ${id} was not found.`);
    await (write ? scope.requireWrite : scope.requireRead)(caller, found.folderUid, 'Alert message', id);
    return found;
  }

  return {
    async get(caller: Caller, id: number): Promise<AlertMessage> {
      return toMessage(await load(caller, id, false), false);
    },

    /** The folder's own messages, then those of its ancestors up to the caller's base folder. */
    async byFolder(caller: Caller, folderUid: number): Promise<AlertMessage[]> {
      const path = await folderPathFor(caller, folderUid, false);
      const from = path.indexOf(caller.baseFolderUid);
      const visible = from < 0 ? [folderUid] : path.slice(from);
      return (await repo.ofFolders(visible)).map((m) => toMessage(m, m.folderUid !== folderUid));
    },

    async create(caller: Caller, folderUid: number, body: AlertMessageBody): Promise<AlertMessage> {
      if (body.id !== 0) {
        throw new BadRequestError(`A new alert message has no id yet (id 0); PUT Alert/Message updates message ${body.id}.`);
      }
      await folderPathFor(caller, folderUid, true);
      return toMessage(await repo.insert(folderUid, body), false);
    },

    async update(caller: Caller, body: AlertMessageBody): Promise<AlertMessage> {
      if (body.id === 0) {
        throw new BadRequestError('Id: name the alert message to update; POST Alert/Message/ToFolder/{folderUid} creates one.');
      }
      await load(caller, body.id, true);
      const saved = await repo.update(body.id, body);
      if (!saved) throw new NotFoundError(`Alert message ${body.id} was not found.`);
      return toMessage(saved, false);
    },

    async delete(caller: Caller, id: number): Promise<{ id: number; alertCount: number }> {
      await load(caller, id, true);
      return { id, alertCount: await repo.delete(id) };
    },

    async preview(caller: Caller, body: PreviewBody): Promise<AlertMessagePreview> {
      await folderPathFor(caller, body.folderUid, false);
      if (body.entityUid !== undefined) await scope.requireRead(caller, body.entityUid, 'Entity');
      const entityUid = body.entityUid ?? (await repo.previewEntity(body.folderUid));
      const settings = await repo.userSettings(caller.userUid);
      const recipient = {
        unitConfig: unitConfigSchema.parse(settings.unitConfig ?? {}),
        timeZoneConfig: timeZoneConfigSchema.parse(settings.timeZoneConfig ?? {}),
      };
      const entity = entityUid === null ? null : await deps.facts.entityFacts(entityUid, VALUE_CONFIG[body.kindId] ?? null);
      const now = deps.clock();
      const facts = entity
        ? factsOf(
            {
              ...entity,
              typeId: previewAlertTypeOf(body.kindId),
              stateId: AlertEventState.Raised,
              value: entity.configValue,
              detail: {},
              occurredAt: entity.readingTime ?? now,
            },
            deps.publicUrl,
          )
        : null;
      const rendered = renderAlertMessageFor(
        body,
        facts ?? {
          typeId: previewAlertTypeOf(body.kindId),
          stateId: AlertEventState.Raised,
          entityLabel: '-',
          siteLabel: null,
          companyLabel: null,
          productLabel: null,
          percentFull: null,
          amount: null,
          amountUnit: 'volume',
          daysLeft: null,
          value: null,
          valueText: null,
          valueUnit: null,
          occurredAt: now,
          link: null,
        },
        recipient,
      );
      return { entityUid: entity?.entityUid ?? null, entityLabel: entity?.entityLabel ?? null, ...rendered };
    },
  };
}
export type AlertMessageService = ReturnType<typeof createAlertMessageService>;
