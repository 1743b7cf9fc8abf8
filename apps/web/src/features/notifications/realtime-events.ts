// The schemas a notification event is checked with, apart from the handlers: they bring zod, loaded with the first event.
export { notificationBroadcastEvent, notificationSchema } from '@arena/shared';
