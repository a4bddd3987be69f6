import { defineServerArea } from '../../areas/area';
import { registerEmployeeRoutes } from './employees.routes';
import { createEmployeesService } from './employees.service';

/** The employee roster (spec 03 "Employee Management", "Employee Directory"). */
export const employeesArea = defineServerArea({
  name: 'employees',
  register(app, deps) {
    const employees = createEmployeesService(deps.db);
    deps.services.provide('employees', { listActiveNames: employees.listActiveNames });
    registerEmployeeRoutes(app, employees);
  },
});
