// The account page: the partner's name, its email notices, and a new password (which signs
// its other devices out). Each form answers beside the field the server refuses.
import { useMutation } from "@urql/preact";
import { useState } from "preact/hooks";
import { PortalChangePasswordDocument, PortalUpdateAccountDocument } from "../gql/graphql.js";
import { fieldErrors } from "../shared/form.js";
import { t } from "../shared/i18n.js";
import { Field, Notice } from "../shared/ui.js";
import type { Viewer } from "./viewer.js";

function Profile({ viewer }: { viewer: Viewer }) {
  const [name, setName] = useState(viewer.name);
  const [surname, setSurname] = useState(viewer.surname);
  const [notify, setNotify] = useState(viewer.emailNotifications);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const [{ fetching }, update] = useMutation(PortalUpdateAccountDocument);
  const submit = async (e: Event) => {
    e.preventDefault();
    setSaved(false);
    const result = await update({ input: { name, surname, emailNotifications: notify } });
    const payload = result.data?.viewerUpdate;
    setErrors(payload?.viewer ? {} : fieldErrors(payload?.userErrors, result.error));
    setSaved(!!payload?.viewer);
  };
  return (
    <section aria-labelledby="profile-title">
      <h2 id="profile-title">{t("account.profile")}</h2>
      <p>{t("account.email", { email: viewer.email })}</p>
      <form onSubmit={submit} aria-labelledby="profile-title">
        {errors.form && <Notice kind="error">{errors.form}</Notice>}
        <Field label={t("auth.name")} name="name" autoComplete="given-name" maxLength={100} value={name} onInput={(e) => setName(e.currentTarget.value)} error={errors.name} />
        <Field label={t("auth.surname")} name="surname" autoComplete="family-name" maxLength={100} value={surname} onInput={(e) => setSurname(e.currentTarget.value)} error={errors.surname} />
        <h3>{t("account.notifications")}</h3>
        <div class="field check">
          <input id="notify" type="checkbox" checked={notify} onChange={(e) => setNotify(e.currentTarget.checked)} />
          <label for="notify">{t("account.notify")}</label>
        </div>
        <button type="submit" disabled={fetching}>
          {t("account.save")}
        </button>
      </form>
      {saved && <Notice kind="success">{t("account.saved")}</Notice>}
    </section>
  );
}

function Password() {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [changed, setChanged] = useState(false);
  const [{ fetching }, change] = useMutation(PortalChangePasswordDocument);
  const submit = async (e: Event) => {
    e.preventDefault();
    setChanged(false);
    const result = await change({ input: { currentPassword: current || null, newPassword: next } });
    const payload = result.data?.viewerPasswordChange;
    if (payload?.viewer) {
      setCurrent("");
      setNext("");
      setErrors({});
      setChanged(true);
      return;
    }
    setErrors(fieldErrors(payload?.userErrors, result.error));
  };
  return (
    <section aria-labelledby="password-title">
      <h2 id="password-title">{t("account.password")}</h2>
      <form onSubmit={submit} aria-labelledby="password-title">
        {errors.form && <Notice kind="error">{errors.form}</Notice>}
        <Field label={t("account.current")} name="current-password" type="password" autoComplete="current-password" hint={t("account.currentHint")} value={current} onInput={(e) => setCurrent(e.currentTarget.value)} error={errors.currentPassword} />
        <Field label={t("account.new")} name="new-password" type="password" autoComplete="new-password" required hint={t("account.newHint")} value={next} onInput={(e) => setNext(e.currentTarget.value)} error={errors.newPassword} />
        <button type="submit" disabled={fetching}>
          {t("account.changePassword")}
        </button>
      </form>
      {changed && <Notice kind="success">{t("account.passwordChanged")}</Notice>}
    </section>
  );
}

export function Account({ viewer }: { viewer: Viewer }) {
  return (
    <>
      <Profile viewer={viewer} />
      <Password />
    </>
  );
}
