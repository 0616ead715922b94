// The EventType enum: one value per event some module declares. The composition layer
// (http/schema.ts) knows the module list, so it defines the enum (events/events.schema.ts);
// a module's schema reaches it here, from inside its fields, which Pothos builds later.
import type { builder } from "./builder.js";

type EnumRef = ReturnType<typeof builder.enumType<string, Record<string, { value: string; description: string }>>>;

let eventType: EnumRef | undefined;

export function setEventTypeEnum(ref: EnumRef) {
  eventType = ref;
}

/** the EventType enum; only inside a fields callback, once the schema's composition defined it */
export function eventTypeEnum(): EnumRef {
  if (!eventType) throw new Error("EventType is defined by the schema's composition before the schema is built");
  return eventType;
}
