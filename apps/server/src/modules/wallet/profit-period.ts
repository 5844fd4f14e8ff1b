/** The report periods live in platform/brand-period (shared with the betting records); kept here for the wallet's callers. */
export { addDays, brandDay, isCalendarDay } from '../../platform/brand-day.js';
export {
  checkDayRange,
  type DayRange,
  dayStart,
  daysInRange,
  instantRange,
  resolvePeriod,
} from '../../platform/brand-period.js';
