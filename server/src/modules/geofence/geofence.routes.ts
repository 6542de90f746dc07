// spec 001 §7 Geofence: GET Geofence/ByFolder/{folderUid}; PUT Geofence/{uid} or POST
// Geofence/ToFolder/{folderUid}; ours: GET and DELETE Geofence/{uid}, and GET Map/Settings (the
// tile server the map draws on). Reads: signed in (the folder scope decides); writes: Edit Folder
// (a fence is a place of the folder: docs/decisions/078-geofences.md). Handlers: parse -> service.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  geofenceDeleteResultSchema,
  geofenceFolderParamsSchema,
  geofenceListSchema,
  geofenceSaveBodySchema,
  geofenceSchema,
  geofenceUidParamsSchema,
  mapSettingsSchema,
  type MapSettings,
} from '@ullage/domain/geofences/api';
import { Permission } from '@ullage/domain/people/permissions';
import { callerOf } from '../../plugins/auth';
import type { GeofenceService } from './geofence.service';

const EDIT = Permission.EditFolder;

export function geofenceRoutes(app: FastifyInstance, geofences: GeofenceService, map: MapSettings): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Geofence'];

  r.get(
    '/api/Map/Settings',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: 'The tile server the map draws under its markers (MAP_TILE_URL) and its attribution',
        response: { 200: mapSettingsSchema },
      },
    },
    () => map,
  );
  r.get(
    '/api/Geofence/ByFolder/:folderUid',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: "A folder's geofences, those of the folders above it (in the caller's scope) and of every folder below it",
        params: geofenceFolderParamsSchema,
        response: { 200: geofenceListSchema },
      },
    },
    (req) => geofences.byFolder(callerOf(req), req.params.folderUid),
  );
  r.get(
    '/api/Geofence/:uid',
    {
      config: { auth: 'signed-in' },
      schema: { tags, summary: 'A geofence', params: geofenceUidParamsSchema, response: { 200: geofenceSchema } },
    },
    (req) => geofences.get(callerOf(req), req.params.uid),
  );
  r.post(
    '/api/Geofence/ToFolder/:folderUid',
    {
      config: { auth: EDIT },
      schema: {
        tags,
        summary: 'Create a geofence in a folder: a circle (centre, radius in miles) or a polygon (its corners)',
        params: geofenceFolderParamsSchema,
        body: geofenceSaveBodySchema,
        response: { 200: geofenceSchema },
      },
    },
    (req) => geofences.create(callerOf(req), req.params.folderUid, req.body),
  );
  r.put(
    '/api/Geofence/:uid',
    {
      config: { auth: EDIT },
      schema: {
        tags,
        summary: "Update a geofence's name, shape or warehouse flag",
        params: geofenceUidParamsSchema,
        body: geofenceSaveBodySchema,
        response: { 200: geofenceSchema },
      },
    },
    (req) => geofences.update(callerOf(req), req.params.uid, req.body),
  );
  r.delete(
    '/api/Geofence/:uid',
    {
      config: { auth: EDIT },
      schema: {
        tags,
        summary: 'Delete a geofence: refused (409) while an alert names it',
        params: geofenceUidParamsSchema,
        response: { 200: geofenceDeleteResultSchema },
      },
    },
    (req) => geofences.remove(callerOf(req), req.params.uid),
  );
}
