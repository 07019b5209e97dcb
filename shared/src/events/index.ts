/**
 * Pure facts of an event page (registration, time zone, directions, calendar links), computed the
 * same way by the events screen and by its generated page. Bundled into the events remote, not
 * shared by the federation: Home and the other sections never download it.
 */
export { registrationLabel, registrationNote } from './registration'
export { eventWhen, KAMPALA_ZONE, visitorTime } from './event-time'
export { MAP_LINK_LABELS, mapLinks, type Coordinates, type MapLinks } from './map-links'
export { GOOGLE_CALENDAR_LABEL, googleCalendarUrl } from './calendar-links'
