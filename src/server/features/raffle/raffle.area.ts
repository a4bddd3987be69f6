import { defineServerArea } from '#server/areas/area';
import { defineRaffleJobs } from './raffle.jobs';
import { registerRaffleManagementRoutes } from './raffle-management.routes';
import { registerRaffleRoutes } from './raffle.routes';
import { createRaffleService } from './raffle.service';
import { createSpendService } from './spend.service';

/** Raffle Ticket Generator, customer spend and the Raffle Management page (spec 03; issue 16). */
export const raffleArea = defineServerArea({
  name: 'raffle',
  register(app, deps) {
    const raffle = createRaffleService(deps);
    const spend = createSpendService(deps);
    defineRaffleJobs(deps.jobs, spend);
    registerRaffleRoutes(app, raffle, spend, deps);
    registerRaffleManagementRoutes(app, deps.db, raffle);
  },
});
