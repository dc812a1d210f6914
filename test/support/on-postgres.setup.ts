import { TEST_DATABASE_VARIABLE } from './scratch-database';

// The e2e-postgres project: every startTestApp gets a scratch PostgreSQL database.
process.env[TEST_DATABASE_VARIABLE] = 'postgres';
