/**
 * What each connection test (spec 03 §7) proves: the named tables exist and answer a query.
 * Areas whose tables are not built yet report "not set up yet" (503); an area turns its check
 * green by listing its real tables here when it creates them. An empty list asks the database
 * itself (DESIGN §1: the records database is ours).
 */
export interface ConnectionCheck {
  service: string;
  tables: readonly string[];
  /** An adapter whose own check must pass too (a failure names it). */
  adapter?: 'videoHost' | 'storePlatform';
}

export const CONNECTION_CHECKS = {
  '/api/airtable/test': { service: 'Records database', tables: [] },
  '/api/product-edit-logger/test': {
    service: 'Product edit log',
    tables: ['product_log', 'cost_change_batches', 'cost_changes_processed'],
  },
  '/api/label-queue/test': { service: 'Label queue', tables: ['label_queues', 'label_queue_items', 'label_sessions'] },
  // The image and critic queues write to the catalogue: the store platform must answer too.
  '/api/image-review/test': {
    service: 'Image review queue',
    tables: ['image_review_queue'],
    adapter: 'storePlatform',
  },
  '/api/helpdesk/test-connection': { service: 'Help desk', tables: ['helpdesk_entries'] },
  '/api/youtube/test-connection': { service: 'Video host', tables: ['videos'], adapter: 'videoHost' },
  '/api/critic-reviews/test-connection': {
    service: 'Critic review queue',
    tables: ['critic_review_queue'],
    adapter: 'storePlatform',
  },
} as const satisfies Record<string, ConnectionCheck>;
