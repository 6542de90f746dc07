// drizzle-kit reads the whole schema from this one list (server/drizzle.config.ts).
export * from './entity.table';
export * from './folder.table';
export * from './user.table';
export * from './catalogue.table';
export * from './auth.table';
export * from './sign-in.table';
export * from './readings.table';
export * from './report.table';
