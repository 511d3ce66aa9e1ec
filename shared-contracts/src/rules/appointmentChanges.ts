/** What a member may still do with a consultant appointment, and how many they may hold. */

/** An appointment can be cancelled or moved until this many hours before it begins. */
export const APPOINTMENT_CHANGE_HOURS = 24;
/** Appointments a member may hold at once (booked, not yet begun). */
export const APPOINTMENT_MAX_OPEN = 3;

export type AppointmentStatus = 'booked' | 'cancelled';

/** True while the appointment is booked and begins at least 24 hours after `now`. */
export function canChangeAppointment(appointment: { startsAt: string; status: AppointmentStatus }, now: Date): boolean {
  if (appointment.status !== 'booked') return false;
  return Date.parse(appointment.startsAt) - now.getTime() >= APPOINTMENT_CHANGE_HOURS * 3_600_000;
}

/** Whether the appointment still lies ahead (it is listed under the upcoming ones until it ends). */
export function isUpcomingAppointment(appointment: { endsAt: string }, now: Date): boolean {
  return Date.parse(appointment.endsAt) > now.getTime();
}
