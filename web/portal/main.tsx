// The partner portal's entry: the program from the HTML shell, the language, the colour, then the app.
import { Provider } from "@urql/preact";
import { render } from "preact";
import { createGraphQLClient } from "../shared/client.js";
import { chooseLanguage } from "../shared/i18n.js";
import { App } from "./app.js";
import { readBoot } from "./boot.js";
import "./portal.css";

const root = document.getElementById("app")!;
const boot = readBoot(root);
document.documentElement.lang = chooseLanguage(navigator.languages ?? [navigator.language], boot.language);
// through the CSSOM, which the CSP allows (a style attribute in the HTML it would not)
if (boot.color) document.documentElement.style.setProperty("--brand", boot.color);
root.textContent = "";
render(
  <Provider value={createGraphQLClient()}>
    <App boot={boot} />
  </Provider>,
  root,
);
