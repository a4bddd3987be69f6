import { defineClientArea } from '#client/lib/areas/client-area';
import { lazyPage } from '#client/lib/areas/lazy-page';

export const employeesArea = defineClientArea({
  name: 'employees',
  routes: [
    {
      path: '/admin/employees',
      title: 'Employee Management',
      page: lazyPage(() => import('./pages/employees-page'), 'EmployeesPage'),
      isAdminOnly: true,
    },
    {
      path: '/employee-directory',
      title: 'Employee Directory',
      page: lazyPage(() => import('./pages/employee-directory-page'), 'EmployeeDirectoryPage'),
    },
  ],
});
