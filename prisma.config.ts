import { defineConfig } from "prisma/config";

// The service connects through driver adapters (src/db); this file only tells Prisma's CLI
// where the schema and migrations live.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
