/** SPEC 7 calendar APIs. */
import { CALENDAR_FORMATS, CALENDAR_MOUNTINGS, CALENDAR_TYPES } from '../../shared/catalogue';
import type { CatalogueService } from './catalogue-service';
import { oneOf, text } from './inputs';
import { defineRoute } from './routes';

const calendarType = () => oneOf('calendarType', CALENDAR_TYPES, 'a calendar type');

export function calendarRoutes(service: CatalogueService) {
  return [
    defineRoute({
      urls: ['/web-api/calendar-price'],
      operationId: 'calendarPrice',
      tag: 'calendars',
      summary: 'Price of a calendar: type, format (default: the type’s first) and mounting.',
      query: {
        calendarType: calendarType(),
        format: oneOf('format', CALENDAR_FORMATS, 'a calendar format').optional(),
        mounting: oneOf('mounting', CALENDAR_MOUNTINGS, 'a calendar mounting').optional(),
      },
      handle: ({ query, market }) => service.calendarPrice(market, query),
    }),
    defineRoute({
      urls: ['/web-api/calendar-design-group'],
      operationId: 'calendarDesignGroup',
      tag: 'calendars',
      summary:
        'Calendar design groups (one by designGroupId, or those of a calendarType) with designer links and prices.',
      query: { designGroupId: text('designGroupId').optional(), calendarType: calendarType().optional() },
      handle: ({ query, market }) => service.calendarDesignGroups(market, query),
    }),
  ];
}
