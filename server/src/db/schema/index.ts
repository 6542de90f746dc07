// drizzle-kit reads the whole schema from this one list (server/drizzle.config.ts).
//
// Every table of the migrations is defined here, also those that no query uses through Drizzle (the
// repositories read and write them with raw sql; each file's header names its own). They stay:
// `npm run db:generate` diffs this schema against the last snapshot in server/drizzle/meta, which
// holds every table, and writes DROP TABLE for any definition removed from here. A change to one of
// these tables is still made by editing its definition and generating the migration.
export * from './entity.table';
export * from './folder.table';
export * from './user.table';
export * from './catalogue.table';
export * from './auth.table';
export * from './sign-in.table';
export * from './readings.table';
export * from './report.table';
export * from './people.table';
export * from './alerts.table';
export * from './integration.table';
export * from './geofence.table';
export * from './collaboration.table';
export * from './rma.table';
export * from './billing.table';
export * from './forecast.table';
export * from './mass-update.table';
