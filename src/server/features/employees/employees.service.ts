import type { Db } from '../../db/client';
import * as repo from './employees.repo';

export function createEmployeesService(db: Db) {
  return {
    listActiveNames: () => repo.listActiveNames(db),
  };
}

export type EmployeesService = ReturnType<typeof createEmployeesService>;
