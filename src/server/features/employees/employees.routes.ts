import { EmployeeNamesSchema } from '../../../shared/employees/employees';
import type { App } from '../../http/app-types';
import type { EmployeesService } from './employees.service';

export function registerEmployeeRoutes(app: App, employees: EmployeesService) {
  app.get(
    '/api/exceptions/employees',
    { config: { access: 'user' }, schema: { response: { 200: EmployeeNamesSchema } } },
    () => employees.listActiveNames(),
  );
}
