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
//   tracking endpoints answer that website only, so nothing would be tracked there;
// - the command queue of the tracking snippet sites bring from the service Rally follows
//   (window.po, or the name in window.__partnerObject; /js/universal.js loads this script for
//   it): po('customers', 'signup', {data: {key, email, name, tags}}) is a sign-up,
//   po('integration', 'universal', null) captures sign-up forms, po('program' | 'settings', ...)
//   is accepted and changes nothing here;
// - with the program's legacy_cookie_names setting, the cookie is also written under that
//   service's name (partnero_partner, partnero_referral), which its WooCommerce plugin reads,
//   and read from it when Rally's own is missing.
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
  // the program's cookie, else (legacy_cookie_names) the one the site's former service wrote
  function own(name) { return get(name) || (name === C.cookie && C.legacyCookie ? get(C.legacyCookie) : null); }
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
    var forms = d.querySelectorAll("form.checkout"), values = { rally_partner: own("service_partner"), rally_referral: own("service_referral") };
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
    var had = own(C.cookie);
    ready = post("/click", { key: key.slice(0, 128), url: location.href.slice(0, 2048), referrer: d.referrer ? d.referrer.slice(0, 2048) : null })
      .then(function (j) {
        if (j.value && (!had || C.attribution === "last_click")) {
          set(C.cookie, j.value);
          if (C.legacyCookie) set(C.legacyCookie, j.value);
          set(LANDING, location.href.slice(0, 1500));
        }
      })
      .catch(function () { /* an unknown key sets nothing */ });
  }
  function signup(data) {
    var body = { key: data.key, email: data.email, name: data.name, tags: data.tags || undefined, referral_url: get(LANDING) || undefined };
    if (C.type === "Affiliate") {
      body.partner = own("service_partner");
      if (!body.partner) return null;
    } else {
      body.referrer = data.referrer || own("service_referral") || undefined;
    }
    return post("/signup", body);
  }
  function rally(kind, action, data) {
    if (kind === "customer" && action === "signup") return ready.then(function () { return signup(data || {}); });
    return Promise.reject(new Error("Rally: unknown call " + kind + " " + action));
  }
  var capturing = false;
  function keyOf(email) { return email.trim().toLowerCase().replace(/[^a-z0-9._-]/g, "_").slice(0, 100); }
  function captureForms() {
    // a submitted form with an email field (not a checkout: that is an order) is a sign-up; the
    // customer's key is the email with what a key may not hold made "_" (one per address)
    if (capturing) return;
    capturing = true;
    d.addEventListener("submit", function (ev) {
      var f = ev.target;
      if (!f || !f.querySelector || (f.matches && f.matches("form.checkout"))) return;
      var email = f.querySelector('input[type="email"], input[name="email"]'), name = f.querySelector('input[name="name"], input[name="full_name"], input[name="first_name"]');
      if (!email || !email.value) return;
      rally("customer", "signup", { key: keyOf(email.value), email: email.value, name: name && name.value ? name.value : undefined }).catch(function () { /* the form goes on */ });
    }, true);
  }
  function po(kind, action, data) {
    if (kind === "customers" && action === "signup") return rally("customer", "signup", (data && data.data) || data || {});
    if (kind === "integration" && action === "universal") { captureForms(); return Promise.resolve(null); }
    if (kind === "program" || kind === "settings") return Promise.resolve(null);
    return Promise.reject(new Error("Rally: unknown call " + kind + " " + action));
  }
  var queued = (w.rally && w.rally.q) || [];
  w.rally = rally;
  for (var q = 0; q < queued.length; q++) rally.apply(null, queued[q]);
  // the snippet's queue holds {a: arguments} per call
  var PO = w.__partnerObject || "po", legacy = (w[PO] && w[PO].q) || [];
  w[PO] = po;
  for (var l = 0; l < legacy.length; l++) {
    var args = legacy[l] && legacy[l].a ? legacy[l].a : legacy[l];
    if (args && args.length) po.apply(null, args).catch(function (e) { console.warn(e.message); });
  }
  if (d.readyState === "loading") d.addEventListener("DOMContentLoaded", checkoutFields); else checkoutFields();
  ready.then(checkoutFields);
})(window, document, `;
