import { defineServerArea } from '#server/areas/area';
import { employees } from '#server/db/schema/index';
import { registerEmployeeRoutes } from './employees.routes';
import { createEmployeesService } from './employees.service';
import { countAll } from './employees.repo';

/** A small demo staff, written only with SEED_DEMO on an empty roster. */
const DEMO_EMPLOYEES = [
  {
    name: 'Alex Morgan',
    birthday: '1990-04-12',
    startDate: '2019-06-01',
    phone: '314-555-0101',
    email: 'alex@example.com',
  },
  {
    name: 'Jamie Chen',
    birthday: '1994-09-30',
    startDate: '2021-02-15',
    phone: '314-555-0102',
    email: 'jamie@example.com',
  },
  { name: 'Sam Rivera', birthday: '1988-01-05', startDate: '2017-11-20', phone: '314-555-0103', email: null },
  { name: 'Taylor Brooks', birthday: '1999-07-22', startDate: '2024-03-04', phone: null, email: null },
];

/** The employee roster (spec 03 "Employee Management", "Employee Directory"). */
export const employeesArea = defineServerArea({
  name: 'employees',
  register(app, deps) {
    const employees = createEmployeesService(deps.db, deps.now);
    deps.services.provide('employees', {
      listActiveNames: employees.listActiveNames,
      employeeOfUser: employees.employeeOfUser,
      emailsOf: employees.emailsOf,
      linkInvited: employees.linkInvited,
    });
    registerEmployeeRoutes(app, employees);
  },
  async seed(db, { includeDemo }) {
    if (!includeDemo || (await countAll(db)) > 0) return 0;
    await db.insert(employees).values(DEMO_EMPLOYEES);
    return DEMO_EMPLOYEES.length;
  },
});
