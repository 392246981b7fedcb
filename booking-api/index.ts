export { createBookingApi } from './app';
export { fixedClock, localToday, settableClock, systemClock, type Clock, type SettableClock } from './clock';
export { openDatabase, type AppDb, type Database, type OpenDatabaseOptions } from './db/database';
export { seedDemo } from './seed/demo';
