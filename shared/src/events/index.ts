/**
 * Pure facts of an event page (registration, time zone, directions, calendar links), computed the
 * same way by the events screen and by its generated page. Bundled into the events remote, not
 * shared by the federation: Home and the other sections never download it.
 */
export { registrationLabel, registrationNote } from './registration'
