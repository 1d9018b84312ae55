// npm run db:migrate — applies the committed migrations to DATABASE_URL.
import { closeDatabase, getConnection, migrateDatabase } from "../app/server/data/db.server";
import { databasePath, getEnv } from "../app/server/infra/env.server";

migrateDatabase(getConnection(), (line) => console.log(line));
console.log(`[db] migrações aplicadas em ${databasePath(getEnv().DATABASE_URL)}`);
closeDatabase();
