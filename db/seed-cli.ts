// npm run db:seed — migrates, then inserts the seed rows that are missing (idempotent).
import { closeDatabase, getConnection, migrateDatabase } from "../app/server/data/db.server";
import { seedDatabase } from "./seed";

const conn = getConnection();
migrateDatabase(conn);
console.log("[db] seed:", seedDatabase(conn));
closeDatabase();
