import { InitialAuth1763740800000 } from './1763740800000-initial-auth';
import { JobsAndEvents1763741000000 } from './1763741000000-jobs-and-events';

/** Every migration, in order. A new schema change adds its class here. */
export const MIGRATIONS = [InitialAuth1763740800000, JobsAndEvents1763741000000];
