// What the partner tests share beyond test/helpers: the link a partner gets, the not-found
// answer, and the list total that shows a failed request created nothing.
import { listTotal, type Api } from "../helpers/http.js";

/** the program website of seed(server).program() with the partner's key in ?aff= */
export const linkFor = (key: string) => new RegExp(`^https://shop\\.example/?\\?aff=${key}$`);

export const NOT_FOUND = { status: 0, message: "Partner not found" };

/** the list total of a program, to show that a failed request created nothing */
export const partnerTotal = (api: Api): Promise<number> => listTotal(api, "/v1/partners");
