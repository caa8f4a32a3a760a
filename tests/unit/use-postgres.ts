// jest project "node-postgres": the backend fixtures start a real PostgreSQL server instead of PGlite.
process.env.BACKEND_TEST_DB = "postgres";
