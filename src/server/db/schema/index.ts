// The one place that gathers every area's tables: drizzle needs a single schema object.
export * from './auth';
export * from './catalogue';
export * from './type-tree';
export * from './product-entry';
export * from './labels';
export * from './employees';
export * from './product-editor';
export * from './jobs';
export * from './files';
export * from './mail';
