import { InitialAuth1763740800000 } from './1763740800000-initial-auth';

/** Every migration, in order. A new schema change adds its class here. */
export const MIGRATIONS = [InitialAuth1763740800000];
