// API keys (owners only): the program's keys, revoked ones too; a new key's secret is shown this
// once, with a copy button; revoking one asks again first.
import { useMutation, useQuery } from "@urql/preact";
import { useState } from "preact/hooks";
import { AdminApiKeyCreateDocument, AdminApiKeyRevokeDocument, AdminApiKeysDocument } from "../../gql/graphql.js";
import { Field, Notice, PageHeading } from "../../shared/ui.js";
import { formatDate, t } from "../i18n.js";
import type { ConsolePageProps } from "../page.js";
import { ConfirmButton, errorsOf, given, Loading, SecretOnce, Table } from "./support.js";

export function ApiKeysPage(_props: ConsolePageProps) {
  const [result, refetch] = useQuery({ query: AdminApiKeysDocument });
  const reload = () => refetch({ requestPolicy: "network-only" });
  const [name, setName] = useState("");
  const [secret, setSecret] = useState<{ name: string; secret: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState("");
  const [{ fetching }, create] = useMutation(AdminApiKeyCreateDocument);
  const [, revoke] = useMutation(AdminApiKeyRevokeDocument);
  const keys = result.data?.apiKeys;

  const submit = async (e: Event) => {
    e.preventDefault();
    setMessage("");
    const r = await create({ input: { name: given(name) } });
    const payload = r.data?.apiKeyCreate;
    setErrors(errorsOf(payload?.userErrors, r.error));
    if (payload?.created) {
      setSecret({ name: payload.created.apiKey.name, secret: payload.created.secret });
      setName("");
      reload();
    }
  };
  const revokeKey = async (id: string, keyName: string) => {
    setSecret(null);
    const r = await revoke({ input: { id } });
    const found = errorsOf(r.data?.apiKeyRevoke.userErrors, r.error);
    setErrors(found);
    if (r.data?.apiKeyRevoke.apiKey) setMessage(t("keys.revoked", { name: keyName }));
    reload();
  };

  return (
    <>
      <PageHeading>{t("keys.title")}</PageHeading>
      <p>{t("keys.intro")}</p>
      {message && <Notice kind="success">{message}</Notice>}
      {secret && <SecretOnce label={t("keys.secretOf", { name: secret.name })} secret={secret.secret} />}
      {!keys ? (
        <Loading error={result.error} />
      ) : (
        <Table caption={t("keys.title")} hideCaption columns={[t("keys.name"), t("keys.prefix"), t("keys.created"), t("keys.lastUsed"), t("keys.state"), null]}>
            {keys.map((k) => (
              <tr key={k.id}>
                <td>{k.name}</td>
                <td>
                  <code>{k.prefix}…</code>
                </td>
                <td>{formatDate(k.createdAt)}</td>
                <td>{k.lastUsedAt ? formatDate(k.lastUsedAt) : t("keys.never")}</td>
                <td>{k.revokedAt ? t("keys.revokedOn", { date: formatDate(k.revokedAt) }) : t("keys.works")}</td>
                <td>{!k.revokedAt && <ConfirmButton label={t("keys.revoke")} confirm={t("keys.revokeConfirm", { name: k.name })} onConfirm={() => revokeKey(k.id, k.name)} />}</td>
              </tr>
            ))}
          </Table>
      )}
      <section aria-labelledby="key-create">
        <h2 id="key-create">{t("keys.create")}</h2>
        <form onSubmit={submit}>
          {errors.form && <Notice kind="error">{errors.form}</Notice>}
          <Field label={t("keys.nameLabel")} name="name" hint={t("keys.nameHint")} maxLength={100} value={name} onInput={(e) => setName(e.currentTarget.value)} error={errors.name} />
          <button type="submit" disabled={fetching}>
            {t("keys.createSubmit")}
          </button>
        </form>
      </section>
    </>
  );
}
