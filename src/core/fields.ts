// Field rules that several resources share, so an email or a tag means the same everywhere.
import { z } from "zod";

export const emailField = z.string().trim().toLowerCase().pipe(z.email("The email must be a valid email address.")).pipe(z.string().max(254));
export const personNameField = (what: string) => z.string().trim().max(100, `The ${what} must be at most 100 characters.`);
export const tagsField = z.array(z.string().trim().min(1, "A tag must not be empty.").max(100)).max(100);
