// The one place that gathers every area's tables: drizzle needs a single schema object.
export * from './auth';
