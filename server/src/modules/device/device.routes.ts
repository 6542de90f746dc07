// spec 001 §7 Device calls (and the device key, ours: docs/decisions/026-ingestion.md).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { configSetTemplateQuerySchema } from '@ullage/domain/devices/api';
import { z } from 'zod';
import { folderParamsSchema } from '@ullage/domain/tanks/api';
import { cappedDateRangeQuerySchema } from '@ullage/domain/api/dates';
import { cappedQuerySchema } from '@ullage/domain/api/paging';
import {
  commandAcceptedSchema,
  companyParamsSchema,
  configSetDtoSchema,
  deviceAvailableQuerySchema,
  deviceCommandSchema,
  deviceFolderParamsSchema,
  deviceLiteSchema,
  deviceMapPointSchema,
  deviceSaveBodySchema,
  deviceSchema,
  deviceShipmentSchema,
  deviceUpdateHistSchema,
  sensorDataSchema,
  sensorDtoSchema,
  serialParamsSchema,
  validateQuerySchema,
  validationItemsSchema,
} from '@ullage/domain/devices/api';
import { uidParamsSchema } from '@ullage/domain/api/folder';
import { deviceKeyResponseSchema } from '@ullage/domain/devices/ingest-api';
import { Permission } from '@ullage/domain/people/permissions';
import { validationResultItemSchema } from '@ullage/domain/validation';
import { answerContinued, rowPage as page } from '../../lib/continuation';
import { callerOf } from '../../plugins/auth';
import type { DeviceService } from './device.service';

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

export function deviceRoutes(app: FastifyInstance, devices: DeviceService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Device'];
  const edit = { auth: Permission.EditAssetsDevices };
  const read = { auth: 'signed-in' as const };
  const capped = { auth: 'signed-in' as const, capped: true as const };

  r.get(
    '/api/Device/:uid',
    { config: read, schema: { tags, summary: "A device in the caller's scope", params: uidParamsSchema, response: { 200: deviceSchema } } },
    (req) => devices.get(callerOf(req), req.params.uid),
  );
  r.get(
    '/api/Device/:uid/Lite',
    {
      config: read,
      schema: { tags, summary: 'A device, its list fields only', params: uidParamsSchema, response: { 200: deviceLiteSchema } },
    },
    (req) => devices.lite(callerOf(req), req.params.uid),
  );
  r.get(
    '/api/Device/Lite/ByCreatorCompany/:company',
    {
      config: { auth: Permission.ViewInventory, capped: true },
      schema: {
        tags,
        summary: 'Devices a company created (device inventory)',
        params: companyParamsSchema,
        querystring: cappedQuerySchema('lite'),
        response: { 200: z.array(deviceLiteSchema) },
      },
    },
    (req, reply) => answerContinued(req, reply, devices.liteByCreatorCompany(callerOf(req), req.params.company, page(req.query))),
  );
  r.get(
    '/api/Device/ByFolder/:folder',
    {
      config: capped,
      schema: {
        tags,
        summary: 'The devices in a folder (and its subfolders with includeSubFolders)',
        params: folderParamsSchema,
        querystring: byFolderQuery,
        response: { 200: z.array(deviceSchema) },
      },
    },
    (req, reply) =>
      answerContinued(req, reply, devices.byFolder(callerOf(req), req.params.folder, req.query.includeSubFolders, page(req.query))),
  );
  r.get(
    '/api/Device/ByFolder/:folder/Map',
    {
      config: capped,
      schema: {
        tags,
        summary:
          'The devices of the folder and its subfolders that the map draws apart from the tanks (gateways, and devices feeding no tank), where they stand',
        params: folderParamsSchema,
        querystring: cappedQuerySchema('lite'),
        response: { 200: z.array(deviceMapPointSchema) },
      },
    },
    (req, reply) => answerContinued(req, reply, devices.mapPoints(callerOf(req), req.params.folder, page(req.query))),
  );
  r.get(
    '/api/Device/Lite/ByFolder/:folder',
    {
      config: capped,
      schema: {
        tags,
        summary: 'The devices in a folder, their list fields only',
        params: folderParamsSchema,
        querystring: liteByFolderQuery,
        response: { 200: z.array(deviceLiteSchema) },
      },
    },
    (req, reply) =>
      answerContinued(req, reply, devices.liteByFolder(callerOf(req), req.params.folder, req.query.includeSubFolders, page(req.query))),
  );
  r.get(
    '/api/Device/Serial/:sn',
    {
      config: read,
      schema: { tags, summary: 'A device found by its serial number', params: serialParamsSchema, response: { 200: deviceSchema } },
    },
    (req) => devices.bySerial(callerOf(req), req.params.sn),
  );
  r.get(
    '/api/Device/:uid/Config/Set',
    {
      config: read,
      schema: {
        tags,
        summary: 'Config sets an asset on this device can use',
        params: uidParamsSchema,
        response: { 200: z.array(configSetDtoSchema) },
      },
    },
    (req) => devices.configSets(callerOf(req), req.params.uid),
  );
  // spec 001 §7 writes this path and PUT Device/ with a trailing slash: the server answers every
  // path with or without one (app.ts, ignoreTrailingSlash), and the document lists each call once.
  r.get(
    '/api/Device/Validate/Available',
    {
      config: read,
      schema: {
        tags,
        summary: 'Whether a serial number is free',
        querystring: deviceAvailableQuerySchema,
        response: { 200: validationResultItemSchema },
      },
    },
    (req) => devices.available(callerOf(req), req.query.devicesn, req.query.folderUid),
  );
  r.post(
    '/api/Device/Validate',
    {
      config: read,
      schema: {
        tags,
        summary: 'Device validation (spec 001 §5)',
        querystring: validateQuerySchema,
        body: deviceSaveBodySchema,
        response: { 200: validationItemsSchema },
      },
    },
    (req) => devices.validate(callerOf(req), req.query.uid, req.query.folderUid, req.body),
  );
  r.get(
    '/api/Device/:uid/Validate/Delete/Folder/:folder',
    {
      config: read,
      schema: {
        tags,
        summary: 'Whether the device can be removed from the folder, and why not',
        params: deviceFolderParamsSchema,
        response: { 200: validationItemsSchema },
      },
    },
    (req) => devices.validateDelete(callerOf(req), req.params.uid, req.params.folder),
  );
  r.delete(
    '/api/Device/:uid',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Delete a device: out of every folder, deactivated (its history stays)',
        params: uidParamsSchema,
        response: { 200: removedSchema },
      },
    },
    (req) => devices.remove(callerOf(req), req.params.uid),
  );
  r.delete(
    '/api/Device/:uid/Folder/:folder',
    {
      config: edit,
      schema: { tags, summary: 'Remove the device from a folder', params: deviceFolderParamsSchema, response: { 200: removedSchema } },
    },
    (req) => devices.removeFromFolder(callerOf(req), req.params.uid, req.params.folder),
  );
  r.post(
    '/api/Device/ToFolder/:folder',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Create a device in a folder',
        params: folderParamsSchema,
        body: deviceSaveBodySchema,
        response: { 200: deviceSchema },
      },
    },
    (req) => devices.create(callerOf(req), req.params.folder, req.body),
  );
  r.put(
    '/api/Device',
    {
      config: edit,
      schema: { tags, summary: 'Update a device (uid in the body)', body: deviceSaveBodySchema, response: { 200: deviceSchema } },
    },
    (req) => devices.update(callerOf(req), req.body),
  );
  r.get(
    '/api/Device/:uid/Entity/Sensor',
    {
      config: read,
      schema: { tags, summary: "The device's sensors", params: uidParamsSchema, response: { 200: z.array(sensorDtoSchema) } },
    },
    (req) => devices.sensors(callerOf(req), req.params.uid),
  );
  r.get(
    '/api/Device/:uid/Entity/ChildDevice',
    {
      config: read,
      schema: { tags, summary: 'The devices attached to this one', params: uidParamsSchema, response: { 200: z.array(deviceLiteSchema) } },
    },
    (req) => devices.children(callerOf(req), req.params.uid),
  );
  r.get(
    '/api/Device/:uid/History/SensorData',
    {
      config: capped,
      schema: {
        tags,
        summary: "The device's sensor readings between two dates",
        params: uidParamsSchema,
        querystring: cappedDateRangeQuerySchema('readings'),
        response: { 200: z.array(sensorDataSchema) },
      },
    },
    (req, reply) =>
      answerContinued(
        req,
        reply,
        devices.sensorData(callerOf(req), req.params.uid, req.query.startDate, req.query.endDate, page(req.query)),
      ),
  );
  r.get(
    '/api/Device/:uid/History/DeviceUpdate',
    {
      config: capped,
      schema: {
        tags,
        summary: "The device's updates (reports it sent) between two dates",
        params: uidParamsSchema,
        querystring: cappedDateRangeQuerySchema('callIns'),
        response: { 200: z.array(deviceUpdateHistSchema) },
      },
    },
    (req, reply) =>
      answerContinued(req, reply, devices.updates(callerOf(req), req.params.uid, req.query.startDate, req.query.endDate, page(req.query))),
  );
  r.get(
    '/api/Device/:uid/History/Command',
    {
      config: capped,
      schema: {
        tags,
        summary: 'Commands sent to the device (Poll, SetRealtimeMode, Battery/Reset) and what became of them',
        params: uidParamsSchema,
        querystring: cappedDateRangeQuerySchema('events'),
        response: { 200: z.array(deviceCommandSchema) },
      },
    },
    (req, reply) =>
      answerContinued(req, reply, devices.commands(callerOf(req), req.params.uid, req.query.startDate, req.query.endDate, page(req.query))),
  );
  r.get(
    '/api/Device/:uid/History/Shipping',
    {
      // Device inventory (issue 18): View Inventory (31), as Device/Lite/ByCreatorCompany.
      config: { auth: Permission.ViewInventory },
      schema: { tags, summary: "The device's shipments", params: uidParamsSchema, response: { 200: z.array(deviceShipmentSchema) } },
    },
    (req) => devices.shipments(callerOf(req), req.params.uid),
  );
  r.post(
    '/api/Device/:uid/Poll',
    {
      config: edit,
      schema: { tags, summary: 'Ask the device to report now', params: uidParamsSchema, response: { 200: commandAcceptedSchema } },
    },
    (req) => devices.poll(callerOf(req), req.params.uid),
  );
  r.post(
    '/api/Device/:uid/SetRealtimeMode',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Have the device report every minute for a while',
        params: uidParamsSchema,
        response: { 200: commandAcceptedSchema },
      },
    },
    (req) => devices.setRealtimeMode(callerOf(req), req.params.uid),
  );
  r.put(
    '/api/Device/:uid/Battery/Reset',
    {
      config: edit,
      schema: {
        tags,
        summary: 'A new battery is fitted: reset the battery gauge',
        params: uidParamsSchema,
        response: { 200: commandAcceptedSchema },
      },
    },
    (req) => devices.resetBattery(callerOf(req), req.params.uid),
  );
  r.post(
    '/api/Device/:uid/Key',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Issue the device a new key for ingestion (shown once; the old key stops working)',
        params: uidParamsSchema,
        response: { 200: deviceKeyResponseSchema },
      },
    },
    (req) => devices.issueKey(callerOf(req), req.params.uid),
  );
  r.get(
    '/api/Config/ConfigSetTemplate',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags: ['Config'],
        summary: 'The configs a new asset gets from a config set on a device',
        querystring: configSetTemplateQuerySchema,
        response: { 200: z.array(z.record(z.string(), z.unknown())) },
      },
    },
    (req) => devices.configSetTemplate(callerOf(req), req.query.deviceUid, req.query.configSetId),
  );
}
