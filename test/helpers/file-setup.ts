// Runs before every test file (vitest setupFiles): its PostgreSQL database copy goes when it ends.
import { dropFileDatabaseAfterAll } from "./database.js";

dropFileDatabaseAfterAll();
