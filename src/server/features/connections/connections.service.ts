import type { ConnectionTestResult } from '#shared/connections/connections';
import type { Db } from '#server/db/client';
import type { StorePlatform } from '#server/platform/store-platform/port';
import type { VideoHost } from '#server/platform/video-host/port';
import type { ConnectionCheck } from './connection-checks';
import * as repo from './connections.repo';

export interface ConnectionOutcome {
  status: 200 | 503;
  body: ConnectionTestResult;
}

interface CheckedAdapters {
  videoHost?: Pick<VideoHost, 'checkConnection'>;
  storePlatform?: Pick<StorePlatform, 'checkConnection'>;
}

export function createConnectionsService(db: Db, adapters: CheckedAdapters = {}) {
  return {
    async test(check: ConnectionCheck): Promise<ConnectionOutcome> {
      const fail = (message: string): ConnectionOutcome => ({
        status: 503,
        body: { connected: false, message, service: check.service },
      });
      try {
        if ((await repo.findMissingTables(db, check.tables)).length > 0)
          return fail(`${check.service} is not set up yet`);
        await repo.readTables(db, check.tables);
        const adapter = check.adapter ? await adapters[check.adapter]?.checkConnection() : undefined;
        if (adapter && !adapter.connected) return fail(`${check.service} (${adapter.adapter}) is not answering`);
        return {
          status: 200,
          body: { connected: true, message: `${check.service} is connected`, service: check.service },
        };
      } catch {
        return fail(`${check.service} is not answering`);
      }
    },
  };
}

export type ConnectionsService = ReturnType<typeof createConnectionsService>;
