import { defineServerArea } from '#server/areas/area';
import { registerMarginTagsRoutes } from './margin-tags.routes';
import { createMarginTagsService } from './margin-tags.service';

/** Tag DIMARGIN: margin rules on collections and their analysis (spec 03 "Tag DIMARGIN", spec 02 §5 Tags). */
export const marginTagsArea = defineServerArea({
  name: 'margin-tags',
  register(app, deps) {
    registerMarginTagsRoutes(app, createMarginTagsService(deps));
  },
});
