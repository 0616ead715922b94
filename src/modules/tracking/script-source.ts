// The browser tracking script, as served at /js/rally.js?program=PUBLIC_ID with the program's
// settings written in (tracking-script.ts). Plain ES2017, no dependencies, so it runs as is in
// current Chromium, Firefox and Safari. What it does on the shop's page:
// - a URL with ?aff= / ?ref= / ?via= (the program's link parameter first): reports the click to
//   the service and, when the key is the program's, sets the first-party cookie
//   (service_partner for affiliate programs, service_referral for refer-a-friend) for the
//   program's cookie_lifetime, unless first-click attribution keeps an existing one; the landing
//   URL is kept beside it (rally_landing) as the referral URL of a later sign-up;
// - rally('customer', 'signup', {key, email, name, referrer}) creates the customer, attributed
//   from the cookie, and resolves with {key} (or null in an affiliate program without a cookie:
//   nobody to attribute to);
// - a WooCommerce checkout form (form.checkout) gets hidden inputs rally_partner and
//   rally_referral holding the cookie values, so the order's meta_data carries the referral key;
// - on a page whose origin is not the program's website, it says so in the console: the
//   tracking endpoints answer that website only, so nothing would be tracked there.
export const SCRIPT_SOURCE = String.raw`(function (w, d, C) {
  "use strict";
  var me = d.currentScript, base = me && me.src ? new URL(me.src).origin : "";
  var LANDING = "rally_landing";
  if (C.origins.indexOf(location.origin) < 0) {
    console.warn("Rally: this page (" + location.origin + ") is not on program " + C.program + "'s website (" +
      (C.origins[0] || "none set") + "), so its referral links and sign-ups are not tracked here. Set the program's website to this shop's address.");
  }
  function get(name) {
    var m = d.cookie.match(new RegExp("(?:^|; )" + name + "=([^;]*)"));
    try { return m ? decodeURIComponent(m[1]) : null; } catch (e) { return null; }
  }
  function set(name, value) {
    d.cookie = name + "=" + encodeURIComponent(value) + "; Max-Age=" + C.days * 86400 + "; Path=/; SameSite=Lax" + (location.protocol === "https:" ? "; Secure" : "");
  }
  function post(path, body) {
    // text/plain keeps the request "simple": no CORS preflight before each click
    return fetch(base + "/t/" + encodeURIComponent(C.program) + path, { method: "POST", headers: { "content-type": "text/plain" }, body: JSON.stringify(body), credentials: "omit", keepalive: true })
      .then(function (r) {
        return r.json().catch(function () { return {}; }).then(function (j) {
          if (r.ok) return j;
          var e = new Error(j.message || "Rally: HTTP " + r.status);
          e.status = r.status; e.errors = j.errors;
          throw e;
        });
      });
  }
  function checkoutFields() {
    var forms = d.querySelectorAll("form.checkout"), values = { rally_partner: get("service_partner"), rally_referral: get("service_referral") };
    for (var i = 0; i < forms.length; i++) {
      for (var name in values) {
        if (!values[name]) continue;
        var input = forms[i].querySelector('input[name="' + name + '"]');
        if (!input) { input = d.createElement("input"); input.type = "hidden"; input.name = name; forms[i].appendChild(input); }
        input.value = values[name];
      }
    }
  }
  var query = new URLSearchParams(location.search), key = null;
  for (var i = 0; i < C.params.length && !key; i++) key = query.get(C.params[i]);
  var ready = Promise.resolve();
  if (key && C.cookie) {
    var had = get(C.cookie);
    ready = post("/click", { key: key.slice(0, 128), url: location.href.slice(0, 2048), referrer: d.referrer ? d.referrer.slice(0, 2048) : null })
      .then(function (j) {
        if (j.value && (!had || C.attribution === "last_click")) {
          set(C.cookie, j.value);
          set(LANDING, location.href.slice(0, 1500));
        }
      })
      .catch(function () { /* an unknown key sets nothing */ });
  }
  function signup(data) {
    var body = { key: data.key, email: data.email, name: data.name, referral_url: get(LANDING) || undefined };
    if (C.type === "Affiliate") {
      body.partner = get("service_partner");
      if (!body.partner) return null;
    } else {
      body.referrer = data.referrer || get("service_referral") || undefined;
    }
    return post("/signup", body);
  }
  function rally(kind, action, data) {
    if (kind === "customer" && action === "signup") return ready.then(function () { return signup(data || {}); });
    return Promise.reject(new Error("Rally: unknown call " + kind + " " + action));
  }
  var queued = (w.rally && w.rally.q) || [];
  w.rally = rally;
  for (var q = 0; q < queued.length; q++) rally.apply(null, queued[q]);
  if (d.readyState === "loading") d.addEventListener("DOMContentLoaded", checkoutFields); else checkoutFields();
  ready.then(checkoutFields);
})(window, document, `;
