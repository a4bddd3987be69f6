import { NoBodySchema } from '#shared/validation/no-body';
import {
  AddEmployeeInputSchema,
  EditEmployeeInputSchema,
  EmployeeIdParamsSchema,
  DirectorySchema,
  EmployeeNamesSchema,
  EmployeeSchema,
  LinkAccountInputSchema,
  RemoveEmployeeInputSchema,
  RemoveEmployeeResponseSchema,
  RosterSchema,
} from '#shared/employees/employees';
import type { App } from '#server/http/app-types';
import { currentUser } from '#server/plugins/access';
import type { EmployeesService } from './employees.service';

/** Spec 03 §7 "Employees" and "Users and scheduling"; the roster is admin-only (spec 03 §6). */
export function registerEmployeeRoutes(app: App, employees: EmployeesService) {
  app.get(
    '/api/exceptions/employees',
    { config: { access: 'user' }, schema: { response: { 200: EmployeeNamesSchema } } },
    () => employees.listActiveNames(),
  );

  app.get(
    '/api/employee-directory',
    { config: { access: 'user' }, schema: { response: { 200: DirectorySchema } } },
    () => employees.directory(),
  );

  // The management screen's first load (not named by the spec, ADR 032); refresh answers the same.
  app.get('/api/employee-roster', { config: { access: 'admin' }, schema: { response: { 200: RosterSchema } } }, () =>
    employees.roster(),
  );

  app.post(
    '/api/exceptions/employees/refresh',
    { config: { access: 'admin' }, schema: { body: NoBodySchema, response: { 200: RosterSchema } } },
    () => employees.roster(),
  );

  app.post(
    '/api/employee-roster/add',
    {
      config: { access: 'admin', idempotent: true },
      schema: { body: AddEmployeeInputSchema, response: { 201: EmployeeSchema } },
    },
    async (request, reply) => reply.code(201).send(await employees.add(request.body, currentUser(request))),
  );

  app.post(
    '/api/employee-roster/remove',
    {
      config: { access: 'admin' },
      schema: { body: RemoveEmployeeInputSchema, response: { 200: RemoveEmployeeResponseSchema } },
    },
    (request) => employees.remove(request.body, currentUser(request)),
  );

  app.put(
    '/api/employee-roster/:id',
    {
      config: { access: 'admin' },
      schema: { params: EmployeeIdParamsSchema, body: EditEmployeeInputSchema, response: { 200: EmployeeSchema } },
    },
    (request) => employees.edit(request.params.id, request.body, currentUser(request)),
  );

  // Links a user account to the employee, one-to-one (ADR 080).
  app.put(
    '/api/employee-roster/:id/account',
    {
      config: { access: 'admin', idempotent: true },
      schema: { params: EmployeeIdParamsSchema, body: LinkAccountInputSchema, response: { 200: EmployeeSchema } },
    },
    (request) => employees.linkAccount(request.params.id, request.body, currentUser(request)),
  );
}
