// The schema the standings event is checked with, apart from the handlers: it brings zod, loaded with the first event.
export { standingsEventSchema } from '@arena/shared';
