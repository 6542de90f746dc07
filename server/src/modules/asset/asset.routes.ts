// spec 001 §7 Asset calls and History/Fill. Handlers: parse -> service -> answer.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assetDeviceParamsSchema,
  ASSET_FILL_PATH,
  assetFillAnswerSchema,
  assetFillListSchema,
  assetFillUpdateSchema,
  assetFolderParamsSchema,
  assetListSchema,
  assetLiteListSchema,
  assetLocationSchema,
  assetSaveBodySchema,
  assetSchema,
  folderParamsSchema,
  STATE_HISTORY_TYPES,
  strappingTableDtoSchema,
  strappingTableSaveSchema,
  tankStateHistSchema,
  templatesQuerySchema,
  usageByDayListSchema,
  usageByWeekdayListSchema,
  valueStateHistSchema,
} from '@ullage/domain/tanks/api';
import { cappedDateRangeQuerySchema, dateRangeQuerySchema } from '@ullage/domain/api/dates';
import { cappedQuerySchema } from '@ullage/domain/api/paging';
import { mapPartsSchema, mapTankColumnsSchema, mapTanksQuerySchema } from '@ullage/domain/tanks/map-tanks-schema';
import { deviceLiteSchema, validateQuerySchema, validationItemsSchema } from '@ullage/domain/devices/api';
import { uidParamsSchema } from '@ullage/domain/api/folder';
import { ConfigType } from '@ullage/domain/configs';
import { Permission } from '@ullage/domain/people/permissions';
import { answerContinued, rowPage as page } from '../../lib/continuation';
import { BadRequestError } from '../../lib/errors';
import { callerOf } from '../../plugins/auth';
import type { DeviceService } from '../device';
import type { AssetService } from './asset.service';

const subFoldersQuery = z.object({
  includeSubFolders: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
// Capped listings (docs/decisions/062-row-caps.md): optional limit and after; a partial answer
// carries Link rel="next" and X-Next-Cursor.
const byFolderQuery = subFoldersQuery.extend(cappedQuerySchema('entities').shape);
const liteByFolderQuery = subFoldersQuery.extend(cappedQuerySchema('lite').shape);
const removedSchema = z.object({ removed: z.boolean(), deactivated: z.boolean() });
const STATE_TYPE_IDS: Record<string, number> = {
  Temperature: ConfigType.Temperature,
  Pressure: ConfigType.Pressure,
  Switch: ConfigType.Switch,
  Gps: ConfigType.Gps,
};

export function assetRoutes(app: FastifyInstance, assets: AssetService, devices: DeviceService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Asset'];
  const capped = { auth: 'signed-in' as const, capped: true as const };

  r.get(
    '/api/Asset/:uid',
    {
      config: { auth: 'signed-in' },
      schema: { tags, summary: "An asset (tank) in the caller's scope", params: uidParamsSchema, response: { 200: assetSchema } },
    },
    (req) => assets.get(callerOf(req), req.params.uid),
  );
  r.get(
    '/api/Asset/ByFolder/:folder',
    {
      config: capped,
      schema: {
        tags,
        summary: 'The assets in a folder (and its subfolders with includeSubFolders)',
        params: folderParamsSchema,
        querystring: byFolderQuery,
        response: { 200: assetListSchema },
      },
    },
    (req, reply) =>
      answerContinued(req, reply, assets.byFolder(callerOf(req), req.params.folder, req.query.includeSubFolders, page(req.query))),
  );
  r.get(
    '/api/Asset/Lite/ByFolder/:folder',
    {
      config: capped,
      schema: {
        tags,
        summary: 'The assets in a folder, their list fields only',
        params: folderParamsSchema,
        querystring: liteByFolderQuery,
        response: { 200: assetLiteListSchema },
      },
    },
    (req, reply) =>
      answerContinued(req, reply, assets.liteByFolder(callerOf(req), req.params.folder, req.query.includeSubFolders, page(req.query))),
  );
  r.get(
    '/api/Asset/Templates/ByFolder/:folder',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: "Asset templates of the folder's company; with deviceUid, those matching the device's model family and sensor type",
        params: folderParamsSchema,
        querystring: templatesQuerySchema,
        response: { 200: assetListSchema },
      },
    },
    (req) => assets.templatesByFolder(callerOf(req), req.params.folder, req.query.deviceUid),
  );
  r.get(
    '/api/Asset/ByFolder/:folder/Location',
    {
      config: capped,
      schema: {
        tags,
        summary: "The positions of a folder's assets, for the map",
        params: folderParamsSchema,
        querystring: cappedQuerySchema('entities'),
        response: { 200: z.array(assetLocationSchema) },
      },
    },
    (req, reply) => answerContinued(req, reply, assets.locations(callerOf(req), req.params.folder, page(req.query))),
  );
  // The fleet map's tanks in parts of known uid ranges, asked several at a time and drawn as they
  // arrive (our extension, docs/decisions/098-progressive-map.md).
  r.get(
    '/api/Asset/ByFolder/:folder/Map/Parts',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: "How many tanks stand in the folder and its subfolders, and the uid ranges that split them into the map's parts",
        params: folderParamsSchema,
        response: { 200: mapPartsSchema },
      },
    },
    (req) => assets.mapParts(callerOf(req), req.params.folder),
  );
  r.get(
    '/api/Asset/ByFolder/:folder/Map/Tanks',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: 'The located tanks of the folder and its subfolders with uids after `from` through `through`, for the map, in columns',
        params: folderParamsSchema,
        querystring: mapTanksQuerySchema,
        response: { 200: mapTankColumnsSchema },
      },
    },
    (req) => assets.mapTanks(callerOf(req), req.params.folder, req.query.from, req.query.through),
  );
  r.post(
    '/api/Asset/ToFolder/:folder',
    {
      config: { auth: Permission.EditAssetsDevices },
      schema: {
        tags,
        summary: 'Create an asset in a folder',
        params: folderParamsSchema,
        body: assetSaveBodySchema,
        response: { 200: assetSchema },
      },
    },
    (req) => assets.create(callerOf(req), req.params.folder, req.body),
  );
  r.put(
    '/api/Asset/:uid',
    // Edit Asset Information or Edit Assets/Devices: the service decides which the change needs.
    {
      config: { auth: 'signed-in' },
      schema: { tags, summary: 'Update an asset', params: uidParamsSchema, body: assetSaveBodySchema, response: { 200: assetSchema } },
    },
    (req) => assets.update(callerOf(req), req.params.uid, req.body),
  );
  r.post(
    '/api/Asset/Validate',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: "Asset validation (spec 001 §5): its devices' and its own",
        querystring: validateQuerySchema,
        body: assetSaveBodySchema.nullable(),
        response: { 200: validationItemsSchema },
      },
    },
    (req) => assets.validate(callerOf(req), req.query.uid, req.query.folderUid, req.body ?? null),
  );
  r.delete(
    '/api/Asset/:uid',
    {
      config: { auth: Permission.EditAssetsDevices },
      schema: {
        tags,
        summary: 'Delete an asset: out of every folder, deactivated (its history stays)',
        params: uidParamsSchema,
        response: { 200: removedSchema },
      },
    },
    (req) => assets.remove(callerOf(req), req.params.uid),
  );
  r.delete(
    '/api/Asset/:uid/Folder/:folder',
    {
      config: { auth: Permission.EditAssetsDevices },
      schema: { tags, summary: 'Remove the asset from a folder', params: assetFolderParamsSchema, response: { 200: removedSchema } },
    },
    (req) => assets.removeFromFolder(callerOf(req), req.params.uid, req.params.folder),
  );
  r.get(
    '/api/Asset/:uid/Entity/Device',
    {
      config: { auth: 'signed-in' },
      schema: { tags, summary: 'Devices the asset reads', params: uidParamsSchema, response: { 200: z.array(deviceLiteSchema) } },
    },
    async (req) => devices.liteByUids(callerOf(req), await assets.deviceUidsOf(callerOf(req), req.params.uid)),
  );
  r.delete(
    '/api/Asset/:uid/Entity/Device/:device',
    {
      config: { auth: Permission.EditAssetsDevices },
      schema: { tags, summary: 'Stop reading a device', params: assetDeviceParamsSchema, response: { 200: assetSchema } },
    },
    (req) => assets.detachDevice(callerOf(req), req.params.uid, req.params.device),
  );
  r.put(
    '/api/Asset/StrappingTable',
    {
      config: { auth: Permission.EditAssetsDevices },
      schema: {
        tags,
        summary: "Create or update a folder's strapping table",
        body: strappingTableSaveSchema,
        response: { 200: strappingTableDtoSchema },
      },
    },
    (req) => assets.saveStrappingTable(callerOf(req), req.body),
  );
  r.get(
    '/api/Asset/StrappingTable/ByFolder/:folder',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: 'The strapping tables usable in a folder',
        params: folderParamsSchema,
        response: { 200: z.array(strappingTableDtoSchema) },
      },
    },
    (req) => assets.strappingTables(callerOf(req), req.params.folder),
  );

  const history = { config: { auth: 'signed-in' as const } };
  r.get(
    '/api/Asset/:uid/History/Usage/ByDay',
    {
      ...history,
      schema: {
        tags,
        summary: "The asset's usage per day between two dates",
        params: uidParamsSchema,
        querystring: dateRangeQuerySchema,
        response: { 200: usageByDayListSchema },
      },
    },
    (req) => assets.usageByDay(callerOf(req), req.params.uid, req.query.startDate, req.query.endDate),
  );
  r.get(
    '/api/Asset/:uid/History/Usage/ByWeekDay',
    {
      ...history,
      schema: {
        tags,
        summary: "The asset's average usage per day of the week between two dates",
        params: uidParamsSchema,
        querystring: dateRangeQuerySchema,
        response: { 200: usageByWeekdayListSchema },
      },
    },
    (req) => assets.usageByWeekday(callerOf(req), req.params.uid, req.query.startDate, req.query.endDate),
  );
  const cappedHistory = { config: capped };
  r.get(
    '/api/Asset/:uid/History/State/Tank/Lite',
    {
      ...cappedHistory,
      schema: {
        tags,
        summary: "The tank's level history between two dates",
        params: uidParamsSchema,
        querystring: cappedDateRangeQuerySchema('readings'),
        response: { 200: tankStateHistSchema },
      },
    },
    (req, reply) =>
      answerContinued(
        req,
        reply,
        assets.tankStateHistory(callerOf(req), req.params.uid, req.query.startDate, req.query.endDate, page(req.query)),
      ),
  );
  r.get(
    '/api/Asset/:uid/History/State/:type/Lite',
    {
      ...cappedHistory,
      schema: {
        tags,
        summary: `State history of one kind: ${STATE_HISTORY_TYPES.join(', ')} (or its config type id)`,
        params: uidParamsSchema.extend({ type: z.string().max(20) }),
        querystring: cappedDateRangeQuerySchema('readings'),
        response: { 200: valueStateHistSchema },
      },
    },
    (req, reply) => {
      const typeId =
        STATE_TYPE_IDS[req.params.type] ??
        (Object.values(STATE_TYPE_IDS).includes(Number(req.params.type)) ? Number(req.params.type) : null);
      if (typeId === null) {
        const message = `Type: must be one of Tank, ${STATE_HISTORY_TYPES.join(', ')}`;
        throw new BadRequestError(message, { type: [message] });
      }
      const { startDate, endDate } = req.query;
      return answerContinued(
        req,
        reply,
        assets.valueStateHistory(callerOf(req), req.params.uid, typeId, startDate, endDate, page(req.query)),
      );
    },
  );
  r.get(
    '/api/History/Fill/ByFolder/:folderUid',
    {
      ...cappedHistory,
      schema: {
        tags: ['History'],
        summary: 'Fills of the assets in a folder between two dates',
        params: z.object({ folderUid: z.coerce.number().int().positive() }),
        querystring: cappedDateRangeQuerySchema('events'),
        response: { 200: assetFillListSchema },
      },
    },
    (req, reply) =>
      answerContinued(
        req,
        reply,
        assets.fills(callerOf(req), { folderUid: req.params.folderUid }, req.query.startDate, req.query.endDate, page(req.query)),
      ),
  );
  r.get(
    '/api/History/Fill/:id',
    {
      ...cappedHistory,
      schema: {
        tags: ['History'],
        summary: 'Fills of one asset',
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: cappedDateRangeQuerySchema('events'),
        response: { 200: assetFillListSchema },
      },
    },
    (req, reply) =>
      answerContinued(
        req,
        reply,
        assets.fills(callerOf(req), { assetUid: req.params.id }, req.query.startDate, req.query.endDate, page(req.query)),
      ),
  );
  r.put(
    `/api/${ASSET_FILL_PATH}/:id`,
    {
      config: { auth: Permission.EditAssetInformation },
      schema: {
        tags: ['History'],
        summary: "Leave a fill out of analysis, or return it (includeInAnalysis); the fill's tank must be yours to edit",
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: assetFillUpdateSchema,
        response: { 200: assetFillAnswerSchema },
      },
    },
    (req) => assets.setFillIncluded(callerOf(req), req.params.id, req.body.includeInAnalysis),
  );
  // Device/{uid}/Entity/Asset answers assets, so the asset module registers it.
  r.get(
    '/api/Device/:uid/Entity/Asset',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags: ['Device'],
        summary: 'The assets the device is installed on',
        params: uidParamsSchema,
        response: { 200: assetLiteListSchema },
      },
    },
    async (req) => assets.liteByUids(callerOf(req), await devices.assetUids(callerOf(req), req.params.uid)),
  );
}
