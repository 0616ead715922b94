// The operator console's entry: the shell takes over the page's root element.
import { render } from "preact";
import "../portal/portal.css"; // the portal's look (fonts, fields, focus ring), shared
import { Console } from "./app.js";
import "./console.css";

const root = document.getElementById("app")!;
root.textContent = "";
render(<Console />, root);
