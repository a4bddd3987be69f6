import { defineServerArea } from '#server/areas/area';
import { createPublishService } from './publish.service';
import { createRequestService } from './request.service';
import { createScheduleService } from './schedules.service';
import { registerScheduleRoutes } from './schedules.routes';
import { seedDemoShifts } from './schedules.seed';
import { createSickDayService } from './sick-day.service';
import { createTimeOffService } from './time-off.service';

/**
 * The store schedules kept in our database, with the sick days and time off that overlay them
 * (spec 01 §2.7; spec 03 "Time-off scheduler", "Schedule viewer").
 */
export const schedulesArea = defineServerArea({
  name: 'schedules',
  register(app, deps) {
    registerScheduleRoutes(
      app,
      createScheduleService(deps),
      createSickDayService(deps),
      createTimeOffService(deps),
      createRequestService(deps),
      createPublishService(deps),
    );
  },
  seed: seedDemoShifts,
});
