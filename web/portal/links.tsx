// The partner's referral links: each to copy, and a form for a new one within the program's
// rules (the key's characters, a page of the program's website, at most MAX_LINKS). The
// server enforces the same rules and names the field it refuses.
import { useMutation } from "@urql/preact";
import { useState } from "preact/hooks";
import { PortalCreateLinkDocument, PortalRenameLinkDocument } from "../gql/graphql.js";
import { copyText } from "../shared/clipboard.js";
import { t } from "../shared/i18n.js";
import { fieldErrors } from "../shared/form.js";
import { Field, Notice } from "../shared/ui.js";
import type { Viewer } from "./viewer.js";

/** the program's limit on a partner's own links (the viewer's MAX_PARTNER_LINKS) */
const MAX_LINKS = 20;

/** a link of the partner's own gets a new key, under the rules a new link's key follows */
function RenameLink({ link, onDone }: { link: Viewer["referralLinks"][number]; onDone: (message: string) => void }) {
  const [key, setKey] = useState(link.key);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [{ fetching }, rename] = useMutation(PortalRenameLinkDocument);
  const submit = async (e: Event) => {
    e.preventDefault();
    const result = await rename({ input: { id: link.id, key: key.trim() } });
    const payload = result.data?.viewerReferralLinkUpdate;
    if (payload?.referralLink) return onDone(t("links.renamed", { key: payload.referralLink.key }));
    setErrors(fieldErrors(payload?.userErrors, result.error));
  };
  return (
    <form class="rename" onSubmit={submit} aria-label={t("links.editLabel", { key: link.key })}>
      {errors.form && <Notice kind="error">{errors.form}</Notice>}
      <Field label={t("links.newKey", { key: link.key })} hint={t("links.keyHint")} maxLength={100} required value={key} onInput={(e) => setKey(e.currentTarget.value)} error={errors.key ?? errors.id} />
      <button type="submit" disabled={fetching}>
        {t("links.save")}
      </button>{" "}
      <button type="button" class="link" onClick={() => onDone("")}>
        {t("links.cancel")}
      </button>
    </form>
  );
}

function LinkRow({ link, onCopied }: { link: Viewer["referralLinks"][number]; onCopied: (message: string) => void }) {
  const id = `link-${link.key}`;
  const [editing, setEditing] = useState(false);
  return (
    <li class="link-row">
      <label for={id}>
        {t("links.url", { key: link.key })} {link.isDefault && <span class="badge">{t("links.default")}</span>}
      </label>
      <div class="copy">
        <input id={id} readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />
        <button
          type="button"
          aria-label={t("links.copyLabel", { key: link.key })}
          onClick={async () => onCopied((await copyText(link.url, document.getElementById(id) as HTMLInputElement | null)) ? t("links.copied", { url: link.url }) : t("links.copyFailed"))}
        >
          {t("links.copy")}
        </button>
        {!link.isDefault && !editing && (
          <button type="button" class="secondary" aria-label={t("links.editLabel", { key: link.key })} onClick={() => setEditing(true)}>
            {t("links.edit")}
          </button>
        )}
      </div>
      {editing && (
        <RenameLink
          link={link}
          onDone={(message) => {
            setEditing(false);
            if (message) onCopied(message);
          }}
        />
      )}
    </li>
  );
}

export function Links({ viewer }: { viewer: Viewer }) {
  const [copied, setCopied] = useState("");
  const [key, setKey] = useState("");
  const [destination, setDestination] = useState("");
  const [created, setCreated] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [{ fetching }, create] = useMutation(PortalCreateLinkDocument);
  const full = viewer.referralLinks.length >= MAX_LINKS;

  const submit = async (e: Event) => {
    e.preventDefault();
    setCreated("");
    setErrors({});
    const result = await create({ input: { key: key.trim() || null, destinationUrl: destination.trim() || null } });
    const payload = result.data?.viewerReferralLinkCreate;
    if (payload?.referralLink) {
      setCreated(t("links.created", { key: payload.referralLink.key }));
      setKey("");
      setDestination("");
      return;
    }
    setErrors(fieldErrors(payload?.userErrors, result.error));
  };

  return (
    <section aria-labelledby="links-title">
      <h2 id="links-title">{t("links.title")}</h2>
      <p>{t("links.intro")}</p>
      <ul class="links">
        {viewer.referralLinks.map((link) => (
          <LinkRow key={link.id} link={link} onCopied={setCopied} />
        ))}
      </ul>
      <p class="live" role="status" aria-live="polite">
        {copied}
      </p>
      <details>
        <summary>{t("links.create")}</summary>
        {full ? (
          <Notice>{t("links.max", { max: MAX_LINKS })}</Notice>
        ) : (
          <form onSubmit={submit} aria-label={t("links.create")}>
            {errors.form && <Notice kind="error">{errors.form}</Notice>}
            <Field label={t("links.key")} name="key" hint={t("links.keyHint")} maxLength={100} pattern="[A-Za-z0-9._\-]*" value={key} onInput={(e) => setKey(e.currentTarget.value)} error={errors.key} />
            <Field
              label={t("links.destination")}
              name="destination"
              type="url"
              hint={t("links.destinationHint", { website: viewer.program.website })}
              value={destination}
              onInput={(e) => setDestination(e.currentTarget.value)}
              error={errors.destinationUrl}
            />
            <button type="submit" disabled={fetching}>
              {t("links.submit")}
            </button>
          </form>
        )}
        {created && <Notice kind="success">{created}</Notice>}
      </details>
    </section>
  );
}
