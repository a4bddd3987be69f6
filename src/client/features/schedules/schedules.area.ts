import { defineClientArea } from '#client/lib/areas/client-area';
import { lazyPage } from '#client/lib/areas/lazy-page';
import { SickDayDialog } from './components/sick-day-dialog';
import { TimeOffDialog } from './components/time-off-dialog';

/** Schedules with their sick days and time off (spec 01 §2.7; spec 03 "Time-off scheduler", "Schedule viewer"). */
export const schedulesArea = defineClientArea({
  name: 'schedules',
  routes: [
    { path: '/schedule', title: 'Schedule', page: lazyPage(() => import('./pages/schedule-page'), 'SchedulePage') },
    {
      path: '/schedule/edit',
      title: 'Edit Schedule',
      page: lazyPage(() => import('./pages/schedule-editor-page'), 'ScheduleEditorPage'),
      isAdminOnly: true,
    },
    {
      path: '/schedule/requests',
      title: 'Requests',
      page: lazyPage(() => import('./pages/requests-page'), 'RequestsPage'),
      isAdminOnly: true,
    },
    {
      path: '/admin/time-off',
      title: 'Time Off',
      page: lazyPage(() => import('./pages/time-off-list-page'), 'TimeOffListPage'),
      isAdminOnly: true,
    },
  ],
  dialogs: { 'sick-day': SickDayDialog, 'time-off': TimeOffDialog },
});
