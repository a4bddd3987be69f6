import { defineServerArea } from '#server/areas/area';
import { registerCriticReviewsRoutes } from './critic-reviews.routes';
import { createCriticReviewsService } from './critic-reviews.service';

/** Critic reviews and their queue (spec 03 "Critic Reviews"). */
export const criticReviewsArea = defineServerArea({
  name: 'critic-reviews',
  register(app, deps) {
    const reviews = createCriticReviewsService(deps);
    deps.services.provide('criticReviewQueue', { countPending: () => reviews.countPending() });
    registerCriticReviewsRoutes(app, reviews);
  },
});
