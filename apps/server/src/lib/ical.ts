import type { FastifyReply } from 'fastify';
import ical, { type ICalCalendar } from 'ical-generator';

/**
 * iCalendar (RFC 5545) feeds for matches: any domain hands a list of events and gets a `.ics` body.
 * Event ids are stable (`<kind>-<id>@arena`), so a calendar app that re-reads a feed updates an event
 * instead of duplicating it.
 */
export interface CalendarFeedEvent {
  /** Stable id of the thing (a match id). */
  id: string;
  start: Date;
  /** Default: two hours after start. */
  end?: Date;
  summary: string;
  description?: string;
  /** Link back into Arena. */
  url?: string;
}

const DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000;

export function buildCalendar(input: { name: string; kind: string; events: CalendarFeedEvent[] }): string {
  const calendar = ical({ name: input.name, prodId: { company: 'Arena', product: 'Arena', language: 'EN' } });
  addCalendarEvents(calendar, input.kind, input.events);
  return calendar.toString();
}

/** Adds events of one kind to a calendar another feed is building (the private "my matches" feed mixes kinds). */
export function addCalendarEvents(calendar: ICalCalendar, kind: string, events: CalendarFeedEvent[]): void {
  for (const event of events) {
    calendar.createEvent({
      id: `${kind}-${event.id}@arena`,
      start: event.start,
      end: event.end ?? new Date(event.start.getTime() + DEFAULT_DURATION_MS),
      summary: event.summary,
      description: event.description,
      url: event.url,
    });
  }
}

/** Sends a feed as a downloadable `.ics` file. */
export function sendCalendar(reply: FastifyReply, filename: string, body: string): string {
  reply.header('content-type', 'text/calendar; charset=utf-8');
  reply.header('content-disposition', `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`);
  reply.header('cache-control', 'no-store');
  return body;
}
