// Jest setup of the `server-pg` project: the same suites, on PostgreSQL.
process.env.TEST_DATABASE = 'postgres';
